package validate_test

import (
	"testing"

	"patrimonio/internal/model"
	"patrimonio/internal/validate"
)

// TestRealizedEventsCannotBeDatedAfterToday: an opening balance, an entry and a transfer dated tomorrow are
// refused with the pt-BR message (docs/design.md §5); today passes.
func TestRealizedEventsCannotBeDatedAfterToday(t *testing.T) {
	t.Parallel()
	today := model.NewDate(2026, 3, 15)
	for _, d := range []struct {
		date model.Date
		want string
	}{{today, ""}, {today.AddDays(1), validate.MsgDateInFuture}, {model.Date{}, "required"}} {
		e := validate.Errors{}
		validate.Account(e, &model.Account{Name: "Caixa", Kind: model.AccountCash, OpeningDate: d.date}, today)
		entry := validate.Errors{}
		validate.AccountEntry(entry, &model.Entry{Date: d.date, Amount: 1, Direction: model.DirectionOut, Category: model.CategoryTaxes}, today)
		transfer := validate.Errors{}
		validate.Transfer(transfer, &model.Transfer{FromAccountID: 1, ToAccountID: 2, Amount: 1, Date: d.date}, today)
		want := map[string]string{"openingDate": d.want, "entry": d.want, "transfer": d.want}
		if d.want == "required" {
			want = map[string]string{"openingDate": validate.MsgOpeningDate, "entry": validate.MsgMovementDate, "transfer": validate.MsgMovementDate}
		}
		got := map[string]string{"openingDate": e["openingDate"], "entry": entry["date"], "transfer": transfer["date"]}
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("%s dated %s: %q, want %q", k, d.date, got[k], want[k])
			}
		}
	}
}

func TestEntryCategoryFollowsDirection(t *testing.T) {
	t.Parallel()
	today := model.NewDate(2026, 3, 15)
	for _, c := range []struct {
		dir  model.Direction
		cat  model.EntryCategory
		want string
	}{
		{model.DirectionIn, model.CategoryRentIncome, ""},
		{model.DirectionOut, model.CategoryBankFees, ""},
		{model.DirectionOut, model.CategoryRentIncome, validate.MsgEntryCategoryWrong},
		{model.DirectionIn, model.CategoryTaxes, validate.MsgEntryCategoryWrong},
		{model.DirectionIn, "", validate.MsgEntryCategory},
		{model.DirectionIn, "gifts", validate.MsgDebtCategory},
	} {
		e := validate.Errors{}
		validate.AccountEntry(e, &model.Entry{Date: today, Amount: 1, Direction: c.dir, Category: c.cat}, today)
		if e["category"] != c.want {
			t.Errorf("%s %s: %q, want %q", c.dir, c.cat, e["category"], c.want)
		}
	}
}
