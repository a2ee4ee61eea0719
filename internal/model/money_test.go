package model

import (
	"encoding/json"
	"testing"
)

func TestMoneyJSON(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want Money
	}{
		{"1234.56", 123456}, {"0.1", 10}, {"0.10", 10}, {"0.2", 20}, {"1234567.89", 123456789}, {"-3", -300},
		{"0", 0}, {"null", 0}, {"99999999999.99", MaxMoney},
	} {
		var m Money
		if err := json.Unmarshal([]byte(tc.in), &m); err != nil || m != tc.want {
			t.Errorf("unmarshal %s = %d, %v; want %d", tc.in, m, err, tc.want)
		}
	}
	for _, bad := range []string{"1.234", "1e3", `"12"`, "1.", ".5", "100000000000.00", "--1", "true"} {
		var m Money
		if err := json.Unmarshal([]byte(bad), &m); err == nil {
			t.Errorf("unmarshal %s accepted as %d", bad, m)
		}
	}
	for m, want := range map[Money]string{123456: "1234.56", 10: "0.10", -5: "-0.05", 0: "0.00", 30: "0.30"} {
		b, _ := json.Marshal(m)
		if string(b) != want {
			t.Errorf("marshal %d = %s, want %s", m, b, want)
		}
	}
	// 0.10 + 0.20 stays exact.
	var a, b Money
	_ = json.Unmarshal([]byte("0.1"), &a)
	_ = json.Unmarshal([]byte("0.2"), &b)
	if out, _ := json.Marshal(a + b); string(out) != "0.30" {
		t.Errorf("0.1 + 0.2 = %s", out)
	}
}

func TestDateJSONAndScan(t *testing.T) {
	t.Parallel()
	var d Date
	if err := json.Unmarshal([]byte(`"2024-02-29"`), &d); err != nil || d.String() != "2024-02-29" {
		t.Fatalf("unmarshal = %v, %v", d, err)
	}
	for _, bad := range []string{`"2023-02-29"`, `"29/02/2024"`, `12`} {
		if err := json.Unmarshal([]byte(bad), &d); err == nil {
			t.Errorf("unmarshal %s accepted", bad)
		}
	}
	for _, empty := range []string{`""`, `null`} {
		if err := json.Unmarshal([]byte(empty), &d); err != nil || !d.IsZero() {
			t.Errorf("unmarshal %s = %v, %v", empty, d, err)
		}
	}
	if b, _ := json.Marshal(Date{}); string(b) != "null" {
		t.Errorf("zero date marshals to %s", b)
	}
	if err := d.Scan("2025-12-31T00:00:00Z"); err != nil || d != NewDate(2025, 12, 31) {
		t.Errorf("scan = %v, %v", d, err)
	}
	if v, _ := NewDate(2025, 1, 2).Value(); v != "2025-01-02" {
		t.Errorf("value = %v", v)
	}
}
