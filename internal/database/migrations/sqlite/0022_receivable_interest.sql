-- A sale financed by the company itself (issue 15): its installments may carry interest at interest_rate (hundredths
-- of a percent a month, as a debt's) under a Price or SAC schedule. amount stays the principal financed (the sale
-- value less the down payment); interest is the total interest of the schedule, so what the buyer pays is
-- amount + interest; each installment keeps its interest part. A receipt pays the installments in order, each one's
-- interest first: the principal still to receive is amount less the principal those receipts covered.
ALTER TABLE receivables ADD COLUMN interest_rate INTEGER NOT NULL DEFAULT 0 CHECK (interest_rate BETWEEN 0 AND 10000);
ALTER TABLE receivables ADD COLUMN amortization_system TEXT NOT NULL DEFAULT 'none'
    CHECK (amortization_system IN ('none', 'price', 'sac'));
ALTER TABLE receivables ADD COLUMN interest INTEGER NOT NULL DEFAULT 0 CHECK (interest >= 0);
ALTER TABLE receivable_installments ADD COLUMN interest INTEGER NOT NULL DEFAULT 0 CHECK (interest >= 0);
