package model

// ImportField is a column of a kind's spreadsheet import (docs/decisions.md "Importing spreadsheets"): its key (the
// API's field), its name in the template and in an export's sheets, the other names a sheet may give it (compared
// without accents or case), and whether the import needs it.
type ImportField struct {
	Key, Label string
	Aliases    []string
	Required   bool
}

// ImportFields are the columns each kind of import takes, by the kind's name in the API, in the template's order.
var ImportFields = map[string][]ImportField{
	"assets": {
		{"description", "Descrição", []string{"descricao", "nome", "ativo", "bem"}, true},
		{"type", "Tipo", []string{"tipo", "categoria", "tipo de ativo"}, true},
		{"acquisitionValue", "Valor de aquisição", []string{"valor de aquisicao", "valor de compra", "custo", "valor pago"}, true},
		{"currentValue", "Valor atual", []string{"valor atual", "valor de mercado", "valor"}, true},
		{"acquisitionDate", "Data de aquisição", []string{"data de aquisicao", "data de compra", "data"}, true},
		{"address", "Endereço", []string{"endereco"}, false},
		{"notes", "Observações", []string{"observacoes", "observacao", "notas"}, false},
	},
	"vehicles": {
		{"make", "Marca", []string{"marca", "fabricante", "montadora"}, true},
		{"model", "Modelo", []string{"modelo", "versao"}, true},
		{"year", "Ano", []string{"ano", "ano modelo", "ano/modelo"}, true},
		{"licensePlate", "Placa", []string{"placa"}, true},
		{"color", "Cor", []string{"cor"}, true},
		{"purchasePrice", "Preço de compra", []string{"preco de compra", "valor de compra", "custo", "compra"}, true},
		{"sellingPrice", "Preço de venda", []string{"preco de venda", "valor de venda", "venda", "preco"}, true},
		{"purchaseDate", "Data de compra", []string{"data de compra", "data da compra", "compra em", "data"}, true},
		{"renavam", "RENAVAM", []string{"renavam"}, false},
		{"chassis", "Chassi", []string{"chassi", "chassis", "vin"}, false},
		{"mileage", "Quilometragem", []string{"quilometragem", "km", "hodometro"}, false},
		{"notes", "Observações", []string{"observacoes", "observacao", "notas"}, false},
	},
	"debts": {
		{"creditorName", "Credor", []string{"credor", "nome do credor", "banco", "fornecedor"}, true},
		{"creditorDocument", "CPF/CNPJ do credor", []string{"cpf/cnpj", "cnpj", "cpf", "documento", "cnpj do credor"}, false},
		{"description", "Descrição", []string{"descricao", "historico"}, false},
		{"originalAmount", "Valor original", []string{"valor original", "valor contratado", "valor da divida", "valor"}, true},
		{"currentAmount", "Saldo atual", []string{"saldo atual", "saldo devedor", "saldo"}, false},
		{"interestRate", "Juros (% a.m.)", []string{"juros", "taxa", "taxa de juros", "juros a.m.", "taxa mensal"}, false},
		{"dueDate", "Vencimento", []string{"vencimento", "data de vencimento", "vence em"}, true},
		{"status", "Situação", []string{"situacao", "status"}, false},
		{"category", "Categoria", []string{"categoria", "tipo"}, false},
		{"paymentMethod", "Forma de pagamento", []string{"forma de pagamento", "pagamento"}, false},
		{"installments", "Parcelas", []string{"parcelas", "numero de parcelas", "prazo"}, false},
		{"currentInstallment", "Parcela atual", []string{"parcela atual"}, false},
		{"contractDate", "Data do contrato", []string{"data do contrato", "contratado em", "data"}, false},
	},
	"accounts": {
		{"name", "Nome", []string{"nome", "nome da conta", "descricao"}, true},
		{"kind", "Tipo", []string{"tipo", "tipo de conta"}, true},
		{"bankName", "Banco", []string{"banco", "instituicao"}, false},
		{"agency", "Agência", []string{"agencia"}, false},
		{"number", "Número da conta", []string{"numero", "numero da conta", "conta"}, false},
		{"openingBalance", "Saldo inicial", []string{"saldo inicial", "saldo de abertura", "saldo"}, false},
		{"openingDate", "Data do saldo inicial", []string{"data do saldo inicial", "data do saldo", "data de abertura", "data"}, true},
	},
	"indices": {
		{"index", "Índice", []string{"indice", "serie", "indexador"}, true},
		{"month", "Mês", []string{"mes", "mes/ano", "competencia", "referencia", "data"}, true},
		{"value", "Variação (%)", []string{"variacao", "valor", "valor (%)", "variacao mensal", "taxa"}, true},
	},
}
