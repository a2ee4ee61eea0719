-- Rates with six decimals (issue 15): an effective annual rate typed for a debt becomes the monthly rate with the
-- same effect, which two decimals cannot hold (12 % a.a. is 0,948879 % a.m.). monthly_rate keeps the effective
-- monthly rate in millionths of a percent and replaces interest_rate (hundredths), which is no longer read or
-- written: its values are carried over here.
ALTER TABLE debts ADD COLUMN monthly_rate INTEGER NOT NULL DEFAULT 0 CHECK (monthly_rate BETWEEN 0 AND 100000000);
UPDATE debts SET monthly_rate = interest_rate * 10000;
ALTER TABLE debt_renegotiations ADD COLUMN monthly_rate INTEGER NOT NULL DEFAULT 0 CHECK (monthly_rate BETWEEN 0 AND 100000000);
UPDATE debt_renegotiations SET monthly_rate = interest_rate * 10000;
ALTER TABLE receivables ADD COLUMN monthly_rate INTEGER NOT NULL DEFAULT 0 CHECK (monthly_rate BETWEEN 0 AND 100000000);
UPDATE receivables SET monthly_rate = interest_rate * 10000;
