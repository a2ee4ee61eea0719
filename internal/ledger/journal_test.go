package ledger

import (
	"reflect"
	"testing"

	"patrimonio/internal/model"
)

func TestReconcile(t *testing.T) {
	entry := func(key, date, memo string, amount int64) Entry {
		return Entry{Key: key, Date: day(date), Memo: memo, Lines: []Line{{Code: RealEstate, Amount: model.Money(amount)},
			{Code: CashAccounts, Sub: 1, Amount: -model.Money(amount), Flow: FlowInvesting}}}
	}
	reversal := func(p Posted) Change {
		r := Entry{Key: p.Key, Date: p.Date, Memo: "Estorno: " + p.Memo,
			Lines: []Line{{Code: RealEstate, Amount: -p.Lines[0].Amount}, {Code: CashAccounts, Sub: 1, Amount: -p.Lines[1].Amount, Flow: FlowInvesting}}}
		return Change{Reverses: p.ID, Entry: r}
	}
	bought := entry("acquisition", "2026-01-10", "Compra: Sala", 100_000_00)
	valued := entry("valuation:2026-03-01", "2026-03-01", "Avaliação: Sala", 20_000_00)
	postedBought := Posted{ID: 7, Entry: bought}
	postedValued := Posted{ID: 9, Entry: valued}
	corrected := entry("acquisition", "2026-01-10", "Compra: Sala", 90_000_00)
	renamed := entry("acquisition", "2026-01-10", "Compra: Sala 12", 100_000_00)

	tests := []struct {
		name string
		want []Entry
		have []Posted
		out  []Change
	}{
		{"a new owner posts what the rules call for", []Entry{bought, valued}, nil, []Change{{Entry: bought}, {Entry: valued}}},
		{"the journal already says it: nothing", []Entry{bought, valued}, []Posted{postedBought, postedValued}, []Change{}},
		{"a memo alone changed: nothing", []Entry{renamed}, []Posted{postedBought}, []Change{}},
		{"a corrected entry is reversed, then posted again", []Entry{corrected, valued}, []Posted{postedBought, postedValued},
			[]Change{reversal(postedBought), {Entry: corrected}}},
		{"a deleted record reverses all it had, oldest first", nil, []Posted{postedValued, postedBought},
			[]Change{reversal(postedBought), reversal(postedValued)}},
		{"a key in force twice keeps one", []Entry{bought}, []Posted{postedBought, {ID: 8, Entry: bought}},
			[]Change{reversal(Posted{ID: 8, Entry: bought})}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Reconcile(tt.want, tt.have)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.out) {
				t.Errorf("Reconcile =\n%+v\nwant\n%+v", got, tt.out)
			}
			for _, c := range got {
				if !c.Entry.Balanced() {
					t.Errorf("%s does not balance", c.Entry.Key)
				}
			}
		})
	}
	unbalanced := Entry{Key: "acquisition", Date: day("2026-01-10"), Lines: []Line{{Code: RealEstate, Amount: 1}}}
	if _, err := Reconcile([]Entry{unbalanced}, nil); err == nil {
		t.Error("an entry that does not balance was accepted")
	}
}
