package report

import "patrimonio/internal/model"

// Depreciation is the depreciation report of a year: each depreciable asset with its kind and annual rate, its
// cost (acquisition plus improvements) and the part of it that is land (never depreciated), what had been depreciated by before (31/12 of the year before), the
// year's depreciation, what had been by end (or by the day it left) and its book value on end ('Valor contábil',
// 0 once it left); then the totals.
func Depreciation(assets []model.DepreciationAsset, before, end model.Date) Section {
	s := Section{Title: "Depreciação", Columns: []Column{
		{"Bem", Text, 46}, {"Espécie", Text, 30}, {"Taxa a.a.", Percent, 16}, {"Custo", Money, 30}, {"Terreno", Money, 28},
		{"Acumulada em " + before.PtBR(), Money, 32}, {"No ano", Money, 28}, {"Acumulada em " + end.PtBR(), Money, 32},
		{"Valor contábil em " + end.PtBR(), Money, 32},
	}}
	var cost, land, accBefore, year, accEnd, book model.Money
	for _, d := range assets {
		stop := end
		if !d.LeftOn.IsZero() && d.LeftOn.Before(end) {
			stop = d.LeftOn
		}
		costOn := func(day model.Date) model.Money {
			c := d.Asset.AcquisitionValue
			for _, m := range d.Improvements {
				if !m.Date.After(day) {
					c += m.Amount
				}
			}
			return c
		}
		accumulated := func(day model.Date) model.Money {
			if day.Before(d.Asset.AcquisitionDate) {
				return 0
			}
			return costOn(day) - model.BookValue(d.Asset, d.Improvements, day)
		}
		c, b, e := costOn(stop), accumulated(before), accumulated(stop)
		value := c - e
		if stop != end {
			value = 0 // it left the books with the asset
		}
		kind := d.Asset.DepreciationKind()
		s.Rows = append(s.Rows, []Cell{T(d.Asset.Description), T(model.DepreciationKindLabel[kind]),
			P(d.Asset.AnnualDepreciation()), M(c), M(d.Asset.LandValue), M(b), M(e - b), M(e), M(value)})
		cost, land, accBefore, year, accEnd, book = cost+c, land+d.Asset.LandValue, accBefore+b, year+e-b, accEnd+e, book+value
	}
	total := labelRow("Total ("+plural(len(assets), "bem", "bens")+")", 9)
	total[3], total[4], total[5], total[6], total[7], total[8] = M(cost), M(land), M(accBefore), M(year), M(accEnd), M(book)
	s.Totals = [][]Cell{total}
	return s
}
