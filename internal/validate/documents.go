package validate

import "strings"

// TaxID reads a CPF or a CNPJ as typed — with or without its mask, in any case — and returns it without
// punctuation, uppercase, and whether its check digits hold: 11 digits for a CPF, 14 characters for a CNPJ (the
// first 12 letters or digits since the Receita Federal's alphanumeric CNPJ of July 2026, the last 2 digits). Empty
// stays empty and is valid: the document is optional.
func TaxID(typed string) (string, bool) {
	s := strings.Map(func(r rune) rune {
		switch r {
		case '.', '-', '/', ' ':
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(typed)))
	switch len(s) {
	case 0:
		return "", true
	case 11:
		return s, ValidCPF(s)
	case 14:
		return s, ValidCNPJ(s)
	}
	return s, false
}

// ValidCPF reports whether s is 11 digits, not all the same, whose last two are its check digits (mod 11, weights
// 10…2 and 11…2).
func ValidCPF(s string) bool {
	if len(s) != 11 || strings.Trim(s, "0123456789") != "" || strings.Count(s, s[:1]) == 11 {
		return false
	}
	for n := 9; n <= 10; n++ {
		sum := 0
		for i := range n {
			sum += int(s[i]-'0') * (n + 1 - i)
		}
		if checkDigit(sum) != int(s[n]-'0') {
			return false
		}
	}
	return true
}

// ValidCNPJ reports whether s is 12 letters or digits and 2 check digits, not all the same, the check digits
// computed mod 11 with weights 2…9 from the right over each character's value (its ASCII code less 48, so a digit
// counts as itself), as the Receita Federal defines it for the numeric and the alphanumeric CNPJ alike.
func ValidCNPJ(s string) bool {
	if len(s) != 14 || strings.Trim(s[:12], "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" ||
		strings.Trim(s[12:], "0123456789") != "" || strings.Count(s, s[:1]) == 14 {
		return false
	}
	for n := 12; n <= 13; n++ {
		sum := 0
		for i := range n {
			weight := (n-1-i)%8 + 2 // 2, 3, …, 9, 2, 3, … from the rightmost character counted
			sum += int(s[i]-'0') * weight
		}
		if checkDigit(sum) != int(s[n]-'0') {
			return false
		}
	}
	return true
}

// checkDigit is 11 less the sum's remainder by 11, or 0 when that is 10 or 11.
func checkDigit(sum int) int {
	if r := sum % 11; r >= 2 {
		return 11 - r
	}
	return 0
}

// Renavam reads a RENAVAM as typed and returns its 11 digits (a 9-digit one of the old format padded with zeros)
// and whether it is valid: not all the same digit (00000000000 passes the check digit, like a CPF of zeros) and its
// check digit holds — the first ten digits weighted 3, 2, 9, 8, 7, 6, 5, 4, 3, 2, the sum times ten mod 11 (10 reads
// 0). Empty stays empty and is valid: it is optional.
func Renavam(typed string) (string, bool) {
	s := strings.Map(func(r rune) rune {
		if r == '.' || r == '-' || r == ' ' {
			return -1
		}
		return r
	}, strings.TrimSpace(typed))
	if s == "" {
		return "", true
	}
	if strings.Trim(s, "0123456789") != "" || len(s) > 11 || len(s) < 9 {
		return s, false
	}
	s = strings.Repeat("0", 11-len(s)) + s
	if strings.Count(s, s[:1]) == len(s) {
		return s, false
	}
	sum := 0
	for i, w := range []int{3, 2, 9, 8, 7, 6, 5, 4, 3, 2} {
		sum += int(s[i]-'0') * w
	}
	return s, (sum*10)%11%10 == int(s[10]-'0')
}

// Chassis reads a vehicle's chassis number (VIN) as typed and returns it in capitals without spaces, and whether it
// is 17 letters and digits without I, O and Q (ISO 3779). Its check digit is not checked: outside North America it
// is not mandatory, and Brazilian chassis do not all carry one. Empty stays empty and is valid.
func Chassis(typed string) (string, bool) {
	s := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(typed), " ", ""))
	if s == "" {
		return "", true
	}
	return s, len(s) == 17 && strings.Trim(s, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ") == ""
}
