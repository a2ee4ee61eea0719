package model

import (
	"slices"
	"strings"
	"testing"
)

func TestSortKeyOrdersAsInPortuguese(t *testing.T) {
	t.Parallel()
	want := []string{"", "abacate", "agua", "Agua", "água", "Água", "Azul", "banco", "Banco do Brasil", "BNDES", "eder", "Éder", "Edson", "Zé"}
	got := slices.Clone(want)
	slices.Reverse(got)
	slices.SortFunc(got, func(a, b string) int { return strings.Compare(SortKey(a), SortKey(b)) })
	if !slices.Equal(got, want) {
		t.Fatalf("order %q, want %q", got, want)
	}
	if SortKey("Cafe\u0301") != SortKey("Caf\u00e9") {
		t.Fatal("the two forms of é have different keys")
	}
}
