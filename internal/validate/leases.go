package validate

import (
	"slices"
	"strings"

	"patrimonio/internal/model"
)

// Lease checks a lease's terms as typed and returns them as kept: the tenant's and the guarantor's CPF or CNPJ
// without punctuation. That its asset exists and may be rented, that it starts after the acquisition and that no
// other lease of the asset overlaps it only the store knows.
func Lease(l *model.Lease) Errors {
	e := Errors{}
	if l.AssetID <= 0 {
		e.add("assetId", MsgLeaseAsset)
	}
	l.TenantName = strings.TrimSpace(l.TenantName)
	switch {
	case blank(l.TenantName):
		e.add("tenantName", MsgLeaseTenant)
	case tooLong(l.TenantName, 200):
		e.add("tenantName", MsgLeaseTenantTooLong)
	}
	if doc, ok := TaxID(l.TenantDocument); ok {
		l.TenantDocument = doc
	} else {
		e.add("tenantDocument", MsgTaxID)
	}
	l.TenantEmail = strings.ToLower(strings.TrimSpace(l.TenantEmail))
	if l.TenantEmail != "" && !Email(l.TenantEmail) {
		e.add("tenantEmail", MsgLeaseEmail)
	}
	l.TenantPhone = strings.TrimSpace(l.TenantPhone)
	if digits := len(strings.Map(keepDigit, l.TenantPhone)); l.TenantPhone != "" && (digits < 10 || digits > 13 || tooLong(l.TenantPhone, 30)) {
		e.add("tenantPhone", MsgLeasePhone)
	}
	requiredDate(e, "startDate", l.StartDate, MsgLeaseStart)
	if l.TermMonths < 1 || l.TermMonths > 600 {
		e.add("termMonths", MsgLeaseTerm)
	}
	if l.Rent <= 0 {
		e.add("rent", MsgLeaseRent)
	}
	if l.DueDay < 1 || l.DueDay > 31 {
		e.add("dueDay", MsgLeaseDueDay)
	}
	if !slices.Contains(model.LeaseIndexes, l.Index) {
		e.add("index", MsgLeaseIndex)
	}
	if l.ReadjustMonths < 1 || l.ReadjustMonths > 60 {
		e.add("readjustMonths", MsgLeaseReadjustMonths)
	}
	if l.IndexLag < 0 || l.IndexLag > 3 {
		e.add("indexLag", MsgLeaseIndexLag)
	}
	leaseGuarantee(e, l)
	if l.LateFine < 0 || l.LateFine > 20*model.RateScale {
		e.add("lateFine", MsgLeaseLateFine)
	}
	if l.LateInterest < 0 || l.LateInterest > 10*model.RateScale {
		e.add("lateInterest", MsgLeaseLateInterest)
	}
	if tooLong(l.Notes, 2000) {
		e.add("notes", MsgNotesTooLong)
	}
	return e
}

// leaseGuarantee checks the guarantee: a caução in money of at most three rents (Lei do Inquilinato, art. 38), a
// fiador with name and CPF or CNPJ, or none of those fields for the other kinds.
func leaseGuarantee(e Errors, l *model.Lease) {
	if !slices.Contains(model.Guarantees, l.Guarantee) {
		e.add("guarantee", MsgLeaseGuarantee)
		return
	}
	switch l.Guarantee {
	case model.GuaranteeDeposit:
		switch {
		case l.GuaranteeAmount <= 0:
			e.add("guaranteeAmount", MsgLeaseDeposit)
		case l.Rent > 0 && l.GuaranteeAmount > 3*l.Rent:
			e.add("guaranteeAmount", MsgLeaseDepositTooLarge)
		}
	case model.GuaranteeCapitalization:
		if l.GuaranteeAmount < 0 {
			e.add("guaranteeAmount", MsgLeaseDeposit)
		}
	default:
		l.GuaranteeAmount = 0
	}
	if l.Guarantee != model.GuaranteeGuarantor {
		l.GuarantorName, l.GuarantorDocument = "", ""
		return
	}
	l.GuarantorName = strings.TrimSpace(l.GuarantorName)
	switch {
	case blank(l.GuarantorName):
		e.add("guarantorName", MsgLeaseGuarantorName)
	case tooLong(l.GuarantorName, 200):
		e.add("guarantorName", MsgLeaseGuarantorNameTooLong)
	}
	if doc, ok := TaxID(l.GuarantorDocument); ok && doc != "" {
		l.GuarantorDocument = doc
	} else {
		e.add("guarantorDocument", MsgLeaseGuarantorDocument)
	}
}

// LeaseEnd checks the day a lease ends: required, not after today.
func LeaseEnd(day, today model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "date", day, MsgLeaseEndDate) {
		NotAfterToday(e, "date", day, today)
	}
	return e
}

func keepDigit(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}
