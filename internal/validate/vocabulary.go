package validate

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"

	"patrimonio/internal/ledger"
	"patrimonio/internal/model"
)

// Ordered is a JSON object whose keys keep their order: the order in which the screens list the values.
type Ordered[V any] []Entry[V]

// Entry is one key of an Ordered object and its value.
type Entry[V any] struct {
	Key   string
	Value V
}

// Labels names enumerated values in pt-BR, in the order the screens list them.
type Labels = Ordered[string]

// MarshalJSON writes the entries as {"key": value, …} in their order.
func (o Ordered[V]) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, e := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(e.Key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(e.Value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// labels names the values of list with names, in the list's order.
func labels[K ~string](list []K, names map[K]string) Labels {
	out := make(Labels, 0, len(list))
	for _, v := range list {
		out = append(out, Entry[string]{Key: string(v), Value: names[v]})
	}
	return out
}

// entryAccounts gives, for each category of a manual entry, the code of its account of the chart (the parent of the
// sub-accounts an entry of it may name).
func entryAccounts() Labels {
	out := Labels{}
	for _, c := range model.IncomeCategories {
		out = append(out, Entry[string]{Key: string(c), Value: string(ledger.EntryCode(string(c), 1))})
	}
	for _, c := range model.ExpenseCategories {
		out = append(out, Entry[string]{Key: string(c), Value: string(ledger.EntryCode(string(c), -1))})
	}
	return out
}

// importColumns names the fields of a kind's import by their columns in the template, in its order.
func importColumns(kind string) Labels {
	out := Labels{}
	for _, f := range model.ImportFields[kind] {
		out = append(out, Entry[string]{Key: f.Key, Value: f.Label})
	}
	return out
}

// holders maps each name of list to the roles that hold it, in the list's order.
func holders[K ~string](list []K, holds func(model.Role, K) bool) Ordered[[]model.Role] {
	out := make(Ordered[[]model.Role], 0, len(list))
	for _, v := range list {
		roles := []model.Role{}
		for _, r := range model.Roles {
			if holds(r, v) {
				roles = append(roles, r)
			}
		}
		out = append(out, Entry[[]model.Role]{Key: string(v), Value: roles})
	}
	return out
}

// ExportedVocabulary is the shape of web/src/lib/vocabulary.json: the words the server and the web app share.
type ExportedVocabulary struct {
	// Labels are the pt-BR names of the enumerated values, by kind.
	Labels map[string]Labels `json:"labels"`
	// Messages are the validators' messages, by form and name (messages.go).
	Messages map[string]map[string]string `json:"messages"`
	// Permissions and Resources map each name the server checks to the roles that hold it (AccessTable). The
	// web app types its Permission and Resource names from their keys; it checks access with permissions.json.
	Permissions Ordered[[]model.Role] `json:"permissions"`
	Resources   Ordered[[]model.Role] `json:"resources"`
	// Months are the months in pt-BR, January first, as report references name them.
	Months [12]string `json:"months"`
}

// Vocabulary returns the words the web app reads from web/src/lib/vocabulary.json; a test keeps that file equal
// to it, and `make generate` rewrites the file.
func Vocabulary() ExportedVocabulary {
	roles := make(map[model.Role]string, len(model.Roles))
	for r, g := range model.AccessTable {
		roles[r] = g.Label
	}
	return ExportedVocabulary{
		Labels: map[string]Labels{
			"assetTypes":            labels(model.AssetTypes, model.AssetTypeLabel),
			"assetStatuses":         labels(model.AssetStatuses, model.AssetStatusLabel),
			"assetPaymentMethods":   labels(model.PaymentMethods, model.PaymentMethodLabel),
			"attachmentCategories":  labels(model.AttachmentCategories, model.AttachmentCategoryLabel),
			"vehicleStatuses":       labels(model.VehicleStatuses, model.VehicleStatusLabel),
			"vehiclePaymentMethods": labels(model.VehiclePaymentMethods, model.VehiclePaymentMethodLabel),
			"vehicleCostCategories": labels(model.VehicleCostCategories, model.VehicleCostCategoryLabel),
			"vehicleIpvaStatuses":   labels(model.VehicleIPVAStatuses, model.VehicleIPVAStatusLabel),
			"irpfCodes":             labels(model.IRPFCodes, model.IRPFCodeLabel),
			"depreciationKinds":     labels(model.DepreciationKinds, model.DepreciationKindLabel),
			"vehicleLicensing":      labels(model.VehicleLicensingStatuses, model.VehicleLicensingStatusLabel),
			"debtStatuses":          labels(model.DebtStatuses, model.DebtStatusLabel),
			"debtCategories":        labels(model.DebtCategories, model.DebtCategoryLabel),
			"debtSystems":           labels(model.DebtSystems, model.DebtSystemLabel),
			"debtGraceInterests":    labels(model.DebtGraceInterests, model.DebtGraceInterestLabel),
			"prepaymentModes":       labels(model.PrepaymentModes, model.PrepaymentModeLabel),
			"indices":               labels(append([]model.IndexCode{model.IndexNone}, model.IndexCodes...), model.IndexLabel),
			"accountKinds":          labels(model.AccountKinds, model.AccountKindLabel),
			"receivableStatuses":    labels(model.ReceivableStatuses, model.ReceivableStatusLabel),
			"incomeCategories":      labels(model.IncomeCategories, model.EntryCategoryLabel),
			"expenseCategories":     labels(model.ExpenseCategories, model.EntryCategoryLabel),
			"reportTypes":           labels(model.ReportTypes, model.ReportTypeLabel),
			"reportPeriods":         labels(model.ReportPeriods, model.ReportPeriodLabel),
			"roles":                 labels(model.Roles, roles),
			"pixKeyTypes":           labels(model.PixKeyTypes, model.PixKeyTypeLabel),
			"leaseIndexes":          labels(model.LeaseIndexes, model.LeaseIndexLabel),
			"guarantees":            labels(model.Guarantees, model.GuaranteeLabel),
			// The counterparts each event offers besides an account, and every counterpart's name.
			"counterparts":               labels(slices.Sorted(maps.Keys(ledger.CounterpartLabel)), ledger.CounterpartLabel),
			"counterpartsAcquisition":    labels(ledger.Counterparts[ledger.EventAcquisition], ledger.CounterpartLabel),
			"counterpartsProceeds":       labels(ledger.Counterparts[ledger.EventProceeds], ledger.CounterpartLabel),
			"counterpartsBorrowing":      labels(ledger.Counterparts[ledger.EventBorrowing], ledger.CounterpartLabel),
			"counterpartsRepayment":      labels(ledger.Counterparts[ledger.EventRepayment], ledger.CounterpartLabel),
			"counterpartsBalanceChange":  labels(ledger.Counterparts[ledger.EventBalanceChange], ledger.CounterpartLabel),
			"counterpartsAccountOpening": labels(ledger.Counterparts[ledger.EventAccountOpening], ledger.CounterpartLabel),
			"bridgeCauses":               labels(ledger.Causes, ledger.CauseLabel),
			"entryAccounts":              entryAccounts(),
			"importAssets":               importColumns("assets"),
			"importVehicles":             importColumns("vehicles"),
			"importDebts":                importColumns("debts"),
			"importAccounts":             importColumns("accounts"),
			"importIndices":              importColumns("indices"),
		},
		Messages:    messages(),
		Permissions: holders(model.Permissions, model.Role.Can),
		Resources:   holders(model.Resources, model.Role.Reaches),
		Months:      model.MonthNames,
	}
}
