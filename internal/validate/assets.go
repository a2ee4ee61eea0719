package validate

import (
	"slices"
	"strconv"

	"patrimonio/internal/model"
)

// The spec §5 messages of the asset forms.
const (
	msgDescription      = "Descrição é obrigatória"
	msgAcquisitionValue = "Valor de aquisição deve ser maior que zero"
	msgCurrentValue     = "Valor atual deve ser maior que zero"
	msgAcquisitionDate  = "Data de aquisição é obrigatória"
	msgAddress          = "Endereço é obrigatório para imóveis"
)

// MaxAttachments is the most files one asset keeps (spec §9).
const MaxAttachments = 20

// maxNewAssets bounds one exchange.
const maxNewAssets = 50

// CreateAsset checks spec §5 "Create asset": the address is required for real estate.
func CreateAsset(a model.Asset) Errors {
	e := Errors{}
	assetFields(e, "", a, true)
	return e
}

// EditAsset checks spec §5 "Edit asset": the rules of create without the address.
func EditAsset(a model.Asset) Errors {
	e := Errors{}
	assetFields(e, "", a, false)
	return e
}

// assetFields checks one asset; prefix names it inside a bigger payload ("newAssets.0.").
func assetFields(e Errors, prefix string, a model.Asset, needAddress bool) {
	switch {
	case blank(a.Description):
		e.add(prefix+"description", msgDescription)
	case tooLong(a.Description, 200):
		e.add(prefix+"description", "Descrição deve ter no máximo 200 caracteres")
	}
	if !slices.Contains(model.AssetTypes, a.Type) {
		e.add(prefix+"type", "Tipo inválido")
	}
	if a.AcquisitionValue <= 0 {
		e.add(prefix+"acquisitionValue", msgAcquisitionValue)
	}
	if a.CurrentValue <= 0 {
		e.add(prefix+"currentValue", msgCurrentValue)
	}
	requiredDate(e, prefix+"acquisitionDate", a.AcquisitionDate, msgAcquisitionDate)
	d := a.Details
	if needAddress && a.Type == model.AssetRealEstate && blank(d.Address) {
		e.add(prefix+"details.address", msgAddress)
	}
	for field, text := range map[string]string{"address": d.Address, "registrationNumber": d.RegistrationNumber,
		"brand": d.Brand, "make": d.Make, "model": d.Model, "licensePlate": d.LicensePlate, "color": d.Color} {
		if tooLong(text, 200) {
			e.add(prefix+"details."+field, "Use no máximo 200 caracteres")
		}
	}
	if tooLong(d.Notes, 2000) {
		e.add(prefix+"details.notes", "Observações devem ter no máximo 2000 caracteres")
	}
	if d.Area != nil && (*d.Area < 0 || *d.Area > 1e9) {
		e.add(prefix+"details.area", "Área não pode ser negativa")
	}
	for field, n := range map[string]*int{"rooms": d.Rooms, "bathrooms": d.Bathrooms, "mileage": d.Mileage} {
		if n != nil && *n < 0 {
			e.add(prefix+"details."+field, "Não pode ser negativo")
		}
	}
	if d.Year != nil && (*d.Year < 1900 || *d.Year > 2200) {
		e.add(prefix+"details.year", "Ano deve ser válido")
	}
	if len(a.Attachments) > MaxAttachments {
		e.add(prefix+"attachments", "No máximo 20 anexos por ativo")
	}
	for _, att := range a.Attachments {
		if !slices.Contains(model.AttachmentCategories, att.Category) {
			e.add(prefix+"attachments", "Categoria de anexo inválida")
		}
	}
}

// AssetStatus checks the target of PATCH …/status: sold and exchanged come only from a sale or an exchange.
func AssetStatus(status string) Errors {
	e := Errors{}
	switch {
	case model.AssetFinal(status):
		e.add("status", "Use Registrar Venda ou Registrar Permuta para vender ou permutar um ativo")
	case !slices.Contains(model.AssetStatuses, status):
		e.add("status", "Status inválido")
	}
	return e
}

// Exchange checks spec §5 "Exchange" against the original asset's acquisition date.
func Exchange(x model.AssetExchange, acquired model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "exchangeDate", x.ExchangeDate, "Data da permuta é obrigatória") && x.ExchangeDate.Before(acquired) {
		e.add("exchangeDate", "Data da permuta não pode ser anterior à data de aquisição")
	}
	if tooLong(x.Notes, 2000) {
		e.add("notes", "Observações devem ter no máximo 2000 caracteres")
	}
	switch {
	case len(x.NewAssets) == 0:
		e.add("newAssets", "Pelo menos um novo ativo deve ser adicionado")
	case len(x.NewAssets) > maxNewAssets:
		e.add("newAssets", "No máximo 50 novos ativos por permuta")
	}
	for i, a := range x.NewAssets {
		assetFields(e, "newAssets."+strconv.Itoa(i)+".", a, false)
	}
	return e
}

// Sale checks spec §5 "Asset sale" against the asset's acquisition date.
func Sale(s model.AssetSale, acquired model.Date) Errors {
	e := Errors{}
	if requiredDate(e, "saleDate", s.SaleDate, "Data da venda é obrigatória") && s.SaleDate.Before(acquired) {
		e.add("saleDate", "Data da venda não pode ser anterior à data de aquisição")
	}
	if s.SaleValue <= 0 {
		e.add("saleValue", "Valor da venda deve ser maior que zero")
	}
	switch {
	case blank(s.BuyerName):
		e.add("buyerName", "Nome do comprador é obrigatório")
	case tooLong(s.BuyerName, 200):
		e.add("buyerName", "Nome do comprador deve ter no máximo 200 caracteres")
	}
	if s.BuyerEmail != "" && !Email(s.BuyerEmail) {
		e.add("buyerEmail", "Email inválido")
	}
	if tooLong(s.BuyerPhone, 40) {
		e.add("buyerPhone", "Telefone deve ter no máximo 40 caracteres")
	}
	if !slices.Contains(model.PaymentMethods, s.PaymentMethod) {
		e.add("paymentMethod", "Forma de pagamento inválida")
	}
	if s.PaymentMethod == "installments" {
		switch {
		case s.Installments < 2:
			e.add("installments", "Número de parcelas deve ser maior que 1")
		case s.Installments > 600:
			e.add("installments", "Número de parcelas deve ser no máximo 600")
		}
	}
	if tooLong(s.Notes, 2000) {
		e.add("notes", "Observações devem ter no máximo 2000 caracteres")
	}
	return e
}
