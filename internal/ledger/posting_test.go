package ledger

import (
	"fmt"
	"strings"
	"testing"

	"patrimonio/internal/model"
)

func day(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// show prints entries one a line, "key date: code/sub amount flow, …", for comparing with what a test expects.
func show(entries []Entry) string {
	var b strings.Builder
	for _, e := range entries {
		fmt.Fprintf(&b, "%s %s:", e.Key, e.Date)
		for _, l := range e.Lines {
			fmt.Fprintf(&b, " %s", l.Code)
			if l.Sub != 0 {
				fmt.Fprintf(&b, "/%d", l.Sub)
			}
			fmt.Fprintf(&b, " %s", l.Amount.Decimal())
			if l.Flow != "" {
				fmt.Fprintf(&b, " %s", l.Flow)
			}
			b.WriteString(";")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestChartIsWhole(t *testing.T) {
	seen := map[Code]bool{}
	for _, a := range Chart {
		if seen[a.Code] {
			t.Errorf("%s twice", a.Code)
		}
		seen[a.Code] = true
		if p := Parent(a.Code); p != "" && !seen[p] {
			t.Errorf("%s comes before its group %s", a.Code, p)
		}
		if !a.Group && (a.Nature == Equity || a.InResult()) && a.Cause == "" && a.Code != RetainedEarnings {
			t.Errorf("%s %s has no cause in the bridge", a.Code, a.Name)
		}
		if a.Cause != "" && CauseLabel[a.Cause] == "" {
			t.Errorf("%s: cause %s without a label", a.Code, a.Cause)
		}
	}
	for c, code := range counterpartCode {
		if a, ok := AccountOf(code); !ok || a.Group || CounterpartLabel[c] == "" {
			t.Errorf("counterpart %s posts to %s, not an account of the chart", c, code)
		}
	}
	for _, code := range categoryCode {
		if _, ok := AccountOf(code); !ok {
			t.Errorf("category account %s is not in the chart", code)
		}
	}
}

// The rules of posting on their own: each case's entries, all balanced.
func TestPostingRules(t *testing.T) {
	rules := Rules{OpeningDate: day("2025-01-31")}
	cash := func(account int64, d string, amount model.Money) Settlement {
		return Settlement{Account: account, Date: day(d), Cash: amount}
	}
	for _, c := range []struct {
		name    string
		entries []Entry
		want    string
	}{
		{"an asset bought from an account, valued, improved and sold at a gain into another account", PostAsset(AssetFacts{
			ID: 1, Description: "Sala", Type: "real_estate", AcquisitionDate: day("2025-03-01"), AcquisitionValue: 100_000_00,
			Purchase: cash(7, "2025-03-01", -100_000_00),
			Values:   []ValueRow{{day("2025-03-01"), 100_000_00}, {day("2025-06-30"), 120_000_00}},
			Improvements: []Spending{{ID: 4, Date: day("2025-05-10"), Amount: 5_000_00, Memo: "Benfeitoria: Sala · Pintura",
				Settle: cash(7, "2025-05-10", -5_000_00)}},
			End:  &AssetEnd{Date: day("2025-09-01")},
			Sale: &Sale{Value: 130_000_00, Cash: cash(8, "2025-09-01", 130_000_00)},
		}, rules), `acquisition 2025-03-01: 1.1.01/7 -100000.00; 1.2.01 100000.00 investing;
improvement:4 2025-05-10: 1.1.01/7 -5000.00; 1.2.01 5000.00 investing;
sale 2025-09-01: 1.2.01 -120000.00; 5.1.01 120000.00;
proceeds 2025-09-01: 1.1.01/8 130000.00; 4.1.01 -130000.00 investing;
valuation:2025-05-10 2025-05-10: 1.2.01 -5000.00; 3.4 5000.00;
valuation:2025-06-30 2025-06-30: 1.2.01 20000.00; 3.4 -20000.00;
`},
		{"an asset brought in by the owners, one recorded before the ledger (opening), one after (unexplained)", append(append(
			PostAsset(AssetFacts{ID: 2, Description: "Terreno", Type: "other", AcquisitionDate: day("2025-04-01"), AcquisitionValue: 50_000_00,
				Purchase: Settlement{Kind: CounterpartContribution}, Values: []ValueRow{{day("2025-04-01"), 50_000_00}}}, rules),
			PostAsset(AssetFacts{ID: 3, Description: "Casa", Type: "real_estate", AcquisitionDate: day("2019-01-01"), AcquisitionValue: 10_00,
				Values: []ValueRow{{day("2019-01-01"), 10_00}}}, rules)...),
			PostAsset(AssetFacts{ID: 4, Description: "Carro", Type: "vehicle", AcquisitionDate: day("2025-02-01"), AcquisitionValue: 20_00,
				Values: []ValueRow{{day("2025-02-01"), 20_00}}}, rules)...),
			`acquisition 2025-04-01: 1.2.03 50000.00; 3.1 -50000.00;
acquisition 2019-01-01: 1.2.01 10.00; 3.5 -10.00;
acquisition 2025-02-01: 1.2.02 20.00; 3.7 -20.00;
`},
		{"an exchange: the asset given leaves at its value, the one received comes in as the exchange's revenue", append(
			PostAsset(AssetFacts{ID: 5, Description: "Lote", Type: "other", AcquisitionDate: day("2024-01-01"), AcquisitionValue: 30_000_00,
				Values: []ValueRow{{day("2024-01-01"), 30_000_00}}, End: &AssetEnd{Date: day("2025-03-01"), Exchange: true}}, rules),
			PostAsset(AssetFacts{ID: 6, Description: "Apartamento", Type: "real_estate", AcquisitionDate: day("2025-03-01"),
				AcquisitionValue: 35_000_00, FromExchange: true, Values: []ValueRow{{day("2025-03-01"), 35_000_00}}}, rules)...),
			`acquisition 2024-01-01: 1.2.03 30000.00; 3.5 -30000.00;
exchange 2025-03-01: 1.2.03 -30000.00; 5.1.01 30000.00;
acquisition 2025-03-01: 1.2.01 35000.00; 4.1.01 -35000.00;
`},
		{"a vehicle bought, prepared, sold in installments with a down payment, two receipts with interest", PostVehicle(VehicleFacts{
			ID: 9, Name: "Fiat Argo", PurchaseDate: day("2025-03-01"), PurchasePrice: 40_000_00, Purchase: cash(7, "2025-03-01", -40_000_00),
			Costs: []Spending{{ID: 1, Date: day("2025-03-05"), Amount: 1_000_00, Memo: "Custo", Settle: cash(7, "2025-03-05", -1_000_00)}},
			Sold:  true, SoldDate: day("2025-04-01"),
			Sale: &Sale{Value: 50_000_00, Cash: cash(7, "2025-04-01", 10_000_00), Receivable: &Receivable{Amount: 40_000_00,
				Installments: []Installment{{Amount: 20_500_00, Interest: 500_00}, {Amount: 20_250_00, Interest: 250_00}},
				Receipts: []Receipt{{ID: 1, Date: day("2025-05-01"), Amount: 20_500_00, Settle: cash(8, "2025-05-01", 20_500_00)},
					{ID: 2, Date: day("2025-06-01"), Amount: 300_00, Settle: cash(8, "2025-06-01", 300_00)}}}},
		}, rules), `purchase 2025-03-01: 1.1.01/7 -40000.00; 1.1.03 40000.00 operating;
cost:1 2025-03-05: 1.1.01/7 -1000.00; 5.1.03 1000.00 operating;
sale 2025-04-01: 1.1.03 -40000.00; 5.1.02 40000.00;
proceeds 2025-04-01: 1.1.01/7 10000.00; 1.1.02 40000.00 operating; 4.1.02 -50000.00 operating;
receipt:1 2025-05-01: 1.1.01/8 20500.00; 1.1.02 -20000.00 operating; 4.2.01 -500.00 operating;
receipt:2 2025-06-01: 1.1.01/8 300.00; 1.1.02 -50.00 operating; 4.2.01 -250.00 operating;
`},
		{"a loan into an account, a payment, interest capitalised, an edit with its cause, a payoff by an edit recorded before the ledger", PostDebt(DebtFacts{
			ID: 3, Creditor: "Banco", Loan: true, Disbursement: cash(7, "2025-02-01", 10_000_00),
			Rows: []DebtRow{{ID: 1, Date: day("2025-02-01"), Create: true, Delta: 10_000_00},
				{ID: 2, Date: day("2025-03-01"), Delta: -2_000_00, Payment: 1},
				{ID: 3, Date: day("2025-04-01"), Delta: 100_00, Accrual: true},
				{ID: 4, Date: day("2025-05-01"), Delta: -1_000_00, Cause: Settlement{Kind: CounterpartForgiveness}},
				{ID: 5, Date: day("2025-06-01"), Paid: true}},
			Payments: []Payment{{ID: 1, Date: day("2025-03-01"), Amount: 2_150_00, Principal: 2_000_00, Interest: 150_00,
				Settle: cash(7, "2025-03-01", -2_150_00)}},
		}, rules), `borrowing 2025-02-01: 1.1.01/7 10000.00; 2.1.01/3 -10000.00 financing;
payment:1 2025-03-01: 1.1.01/7 -2150.00; 2.1.01/3 2000.00 financing; 5.2.01 150.00 operating;
change:2025-04-01 2025-04-01: 2.1.01/3 -100.00; 5.2.01 100.00;
change:2025-05-01 2025-05-01: 2.1.01/3 1000.00; 4.2.02 -1000.00;
change:2025-06-01 2025-06-01: 2.1.01/3 7100.00; 3.7 -7100.00;
`},
		{"an account opened before the ledger, one opened with the owners' money; an entry and a transfer", append(append(append(
			PostOpening(OpeningFacts{Account: 1, Name: "Caixa", Date: day("2025-01-01"), Amount: 500_00}, rules),
			PostOpening(OpeningFacts{Account: 2, Name: "Banco", Date: day("2025-05-01"), Amount: 900_00,
				Settle: Settlement{Kind: CounterpartContribution}}, rules)...),
			PostMovement(MovementFacts{ID: 7, Date: day("2025-05-02"), Account: 2, Amount: -120_00, Category: string(model.CategoryUtilities)})...),
			PostMovement(MovementFacts{ID: 8, Date: day("2025-05-03"), Account: 2, Amount: -300_00, To: 1})...),
			`opening 2025-01-01: 1.1.01/1 500.00; 3.5 -500.00 opening;
opening 2025-05-01: 1.1.01/2 900.00; 3.1 -900.00 financing;
entry 2025-05-02: 1.1.01/2 -120.00; 5.3.06 120.00 operating;
transfer 2025-05-03: 1.1.01/1 300.00; 1.1.01/2 -300.00;
`},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, e := range c.entries {
				if !e.Balanced() {
					t.Errorf("%s does not balance", e.Key)
				}
			}
			if got := show(c.entries); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
