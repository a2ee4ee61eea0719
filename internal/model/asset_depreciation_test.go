package model

import "testing"

// TestDepreciationOverThreeYears: a building at the Receita's 4 % a year and a vehicle at 20 %, over three years
// of whole months; a land is not depreciated; nothing goes below zero.
func TestDepreciationOverThreeYears(t *testing.T) {
	day := func(s string) Date {
		d, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	building := Asset{Type: AssetRealEstate, AcquisitionValue: 1_000_000_00, AcquisitionDate: day("2022-01-01")}
	vehicle := Asset{Type: AssetVehicle, AcquisitionValue: 100_000_00, AcquisitionDate: day("2022-01-01")}
	land := Asset{Type: AssetRealEstate, DepreciationKindChosen: "land", AcquisitionValue: 300_000_00, AcquisitionDate: day("2022-01-01")}
	coded := Asset{Type: AssetRealEstate, IRPFCodeChosen: "01-13", AcquisitionValue: 300_000_00, AcquisitionDate: day("2022-01-01")}
	bare := Asset{Type: AssetRealEstate, IRPFCodeChosen: "01-14", AcquisitionValue: 300_000_00, AcquisitionDate: day("2022-01-01")}
	// A house on its land: only the building's 700 000,00 depreciates, 28 000,00 a year; fully, the land is left.
	house := Asset{Type: AssetRealEstate, AcquisitionValue: 1_000_000_00, LandValue: 300_000_00, AcquisitionDate: day("2022-01-01")}
	cases := []struct {
		a    Asset
		day  string
		want Money
	}{
		{building, "2022-11-30", 1_000_000_00 - 36_666_67}, // 11 whole months: 40 000,00 · 11/12
		{building, "2022-12-31", 960_000_00},               // a whole year by the end of 31/12
		{building, "2023-01-01", 960_000_00},
		{building, "2024-12-31", 880_000_00}, // three years: 3 · 40 000,00
		{vehicle, "2023-01-01", 80_000_00},
		{vehicle, "2024-12-31", 40_000_00}, // three years: 3 · 20 000,00
		{vehicle, "2027-06-01", 0},         // fully depreciated: never below zero
		{land, "2025-01-01", 300_000_00},
		{coded, "2025-01-01", 300_000_00}, // Terreno: land unless another kind is chosen
		{bare, "2025-01-01", 300_000_00},  // Terra nua
		{house, "2024-12-31", 1_000_000_00 - 3*28_000_00},
		{house, "2080-01-01", 300_000_00},
	}
	for _, c := range cases {
		if got := BookValue(c.a, nil, day(c.day)); got != c.want {
			t.Errorf("%s on %s: %s, want %s", c.a.DepreciationKind(), c.day, got.Decimal(), c.want.Decimal())
		}
	}
	// An improvement depreciates from its own day, at the asset's rate.
	got := BookValue(building, []DatedAmount{{day("2024-01-01"), 100_000_00}}, day("2025-01-01"))
	if got != 880_000_00+96_000_00 {
		t.Errorf("with an improvement: %s", got.Decimal())
	}
	// A rate typed for the asset wins over its kind's.
	rate := 10 * RateScale
	typed := building
	typed.DepreciationRateChosen = &rate
	if got := BookValue(typed, nil, day("2025-01-01")); got != 700_000_00 {
		t.Errorf("at 10 %%: %s", got.Decimal())
	}
}
