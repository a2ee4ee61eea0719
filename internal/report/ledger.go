package report

import (
	"strings"

	"patrimonio/internal/model"
)

// The accountant's views of the journal as files (docs/design.md §10).

// Bridge is the net-worth bridge: the net worth at the opening, each cause of its change, and at the closing.
func Bridge(b model.Bridge) Section {
	s := Section{Title: "Variação do patrimônio líquido", Columns: []Column{{"Descrição", Text, 120}, {"Valor", Money, 40}}}
	s.Rows = append(s.Rows, []Cell{T("Patrimônio líquido em " + b.From.AddDays(-1).PtBR()), M(b.Opening)})
	for _, l := range b.Lines {
		s.Rows = append(s.Rows, []Cell{T(l.Label), M(l.Amount)})
	}
	s.Totals = [][]Cell{{T("Patrimônio líquido em " + b.To.PtBR()), M(b.Closing)}}
	return s
}

// TrialBalance is the trial balance: each group and account with its debit or credit balance, and the totals.
func TrialBalance(tb model.TrialBalance) Section {
	s := Section{Title: "Balancete de verificação em " + tb.Date.PtBR(), Columns: []Column{{"Código", Text, 28}, {"Conta", Text, 90},
		{"Saldo devedor", Money, 34}, {"Saldo credor", Money, 34}}}
	for _, l := range tb.Lines {
		name := l.Name
		if l.Group {
			name = strings.ToUpper(name)
		}
		name = strings.Repeat("  ", l.Level-1) + name
		s.Rows = append(s.Rows, []Cell{T(l.Code), T(name), moneyOrBlank(l.Debit), moneyOrBlank(l.Credit)})
	}
	s.Totals = [][]Cell{{T("Totais"), Blank(), M(tb.Debits), M(tb.Credits)}}
	return s
}

func moneyOrBlank(m model.Money) Cell {
	if m == 0 {
		return Blank()
	}
	return M(m)
}

// JournalPairs is the journal in the layout accountants import into their systems: one row per debit and credit
// pair — date, debit account's code, credit account's code, amount, history and document. An entry with several
// lines on a side is split, pairing its debits with its credits in order, so each entry's rows add up to it.
func JournalPairs(entries []model.JournalEntry) Section {
	s := Section{Title: "Livro diário", Columns: []Column{{"Data", Date, 20}, {"Conta débito", Text, 26}, {"Conta crédito", Text, 26},
		{"Valor", Money, 30}, {"Histórico", Text, 90}, {"Documento", Text, 22}}}
	for _, e := range entries {
		type side struct {
			code string
			left model.Money
		}
		var debits, credits []side
		for _, l := range e.Lines {
			if l.Debit > 0 {
				debits = append(debits, side{l.Code, l.Debit})
			}
			if l.Credit > 0 {
				credits = append(credits, side{l.Code, l.Credit})
			}
		}
		for i, j := 0, 0; i < len(debits) && j < len(credits); {
			amount := min(debits[i].left, credits[j].left)
			s.Rows = append(s.Rows, []Cell{D(e.Date), T(debits[i].code), T(credits[j].code), M(amount), T(e.Memo), T(e.Document)})
			debits[i].left -= amount
			credits[j].left -= amount
			if debits[i].left == 0 {
				i++
			}
			if credits[j].left == 0 {
				j++
			}
		}
	}
	return s
}

// CashFlow is the cash flow by the direct method: each section with what came in and went out against each
// account, its total, and the accounts' total at the opening and at the closing.
func CashFlow(cf model.CashFlowStatement) []Section {
	var out []Section
	for _, sec := range cf.Sections {
		s := Section{Title: sec.Label, Columns: []Column{{"Contrapartida", Text, 120}, {"Valor", Money, 40}}}
		for _, l := range sec.Lines {
			s.Rows = append(s.Rows, []Cell{T(l.Label), M(l.Amount)})
		}
		s.Totals = [][]Cell{{T("Total"), M(sec.Total)}}
		out = append(out, s)
	}
	summary := Section{Title: "Caixa e bancos", Columns: []Column{{"Descrição", Text, 120}, {"Valor", Money, 40}}}
	summary.Rows = [][]Cell{
		{T("Saldo em " + cf.From.AddDays(-1).PtBR()), M(cf.Opening)},
		{T("Variação no período"), M(cf.Net)},
	}
	summary.Totals = [][]Cell{{T("Saldo em " + cf.To.PtBR()), M(cf.Closing)}}
	return append(out, summary)
}
