package validate

import (
	"strconv"
	"strings"
)

// The pt-BR messages of the validators, each written once. The web app's forms show the same texts: they read
// them from web/src/lib/vocabulary.json, which Vocabulary writes (docs/product.md §5 names most of them). A
// message with a {name} in it is filled by fill.

// Messages shared by several forms.
const (
	MsgDateRange            = "Data fora do intervalo permitido (01/01/1900 a 31/12/2100)"
	MsgControl              = "Contém caracteres de controle, que não são permitidos"
	MsgNotesTooLong         = "Observações devem ter no máximo 2000 caracteres"
	MsgStatusInvalid        = "Status inválido"
	MsgEmailInvalid         = "Email inválido"
	MsgPaymentMethodInvalid = "Forma de pagamento inválida"
	MsgAttachmentCategory   = "Categoria de anexo inválida"
	// MsgUnknownAttachment refuses an attachment of an asset or a vehicle that names no stored upload: a
	// reference that is not one (AttachmentName), or a file the store does not hold (store.ErrUnknownFile).
	MsgUnknownAttachment      = "Anexo inválido: envie o arquivo antes de anexá-lo"
	MsgAcquisitionValue       = "Valor de aquisição deve ser maior que zero"
	MsgAcquisitionDate        = "Data de aquisição é obrigatória"
	MsgSaleDateRequired       = "Data da venda é obrigatória"
	MsgSaleBeforeAcquisition  = "Data da venda não pode ser anterior à data de aquisição"
	MsgInstallmentsAtMost600  = "Número de parcelas deve ser no máximo 600"
	MsgDescriptionTooLong2000 = "Descrição deve ter no máximo 2000 caracteres"
	// MsgExportTooLarge refuses a list export over MaxExportRows rows.
	MsgExportTooLarge = "A lista filtrada tem mais de 10.000 linhas, o máximo de uma exportação. Refine a busca ou os filtros."
)

// MaxExportRows is the most rows a list export (CSV or XLSX) holds; MsgExportTooLarge names it.
const MaxExportRows = 10_000

// The messages of the asset forms (docs/product.md §5 "Create asset", "Exchange", "Asset sale").
const (
	MsgDescription                = "Descrição é obrigatória"
	MsgDescriptionTooLong         = "Descrição deve ter no máximo 200 caracteres"
	MsgAssetType                  = "Tipo inválido"
	MsgCurrentValue               = "Valor atual deve ser maior que zero"
	MsgAddress                    = "Endereço é obrigatório para imóveis"
	MsgDetailTooLong              = "Use no máximo 200 caracteres"
	MsgAreaNegative               = "Área não pode ser negativa"
	MsgNegative                   = "Não pode ser negativo"
	MsgAssetYear                  = "Ano deve ser válido"
	MsgTooManyAttachments         = "No máximo 20 anexos por ativo"
	MsgAssetFinalStatus           = "Use Registrar Venda ou Registrar Permuta para vender ou permutar um ativo"
	MsgExchangeDate               = "Data da permuta é obrigatória"
	MsgExchangeBeforeAcquired     = "Data da permuta não pode ser anterior à data de aquisição"
	MsgAcquisitionAfterEnd        = "Data de aquisição não pode ser posterior à data da venda ou da permuta"
	MsgValuationDate              = "Data da avaliação é obrigatória"
	MsgValuationBeforeAcquisition = "Data da avaliação não pode ser anterior à data de aquisição"
	MsgValuationValue             = "Valor da avaliação deve ser maior que zero"
	MsgNewAssets                  = "Pelo menos um novo ativo deve ser adicionado"
	MsgTooManyNewAssets           = "No máximo 50 novos ativos por permuta"
	MsgSaleValue                  = "Valor da venda deve ser maior que zero"
	MsgBuyerName                  = "Nome do comprador é obrigatório"
	MsgBuyerNameTooLong           = "Nome do comprador deve ter no máximo 200 caracteres"
	MsgBuyerPhoneTooLong          = "Telefone deve ter no máximo 40 caracteres"
	MsgSaleInstallmentsAtLeast    = "Número de parcelas deve ser maior que 1"
)

// The messages of the vehicle forms (docs/product.md §5 "Create vehicle", "Edit vehicle", "Vehicle sale").
const (
	MsgVehicleYearRequired = "Ano é obrigatório e deve ser válido"
	MsgVehicleYearRange    = "Ano deve estar entre {min} e {max}"
	MsgColor               = "Cor é obrigatória"
	MsgColorTooLong        = "Cor deve ter no máximo 50 caracteres"
	MsgSellingPrice        = "Valor de venda deve ser maior que zero"
	MsgMake                = "Marca é obrigatória"
	MsgMakeTooLong         = "Marca deve ter no máximo 100 caracteres"
	MsgModel               = "Modelo é obrigatório"
	MsgModelTooLong        = "Modelo deve ter no máximo 100 caracteres"
	MsgPlate               = "Placa é obrigatória"
	MsgPlateInvalid        = "Placa inválida. Use o formato ABC-1234 ou ABC1D23 (Mercosul)"
	MsgVehicleSoldStatus   = "Para marcar como vendido, registre a venda do veículo"
	MsgPurchaseAfterSale   = "Data de compra não pode ser posterior à data da venda"
	MsgSalePrice           = "Preço de venda é obrigatório e deve ser maior que zero"
)

// The debt messages (docs/product.md §5 "Debt create and edit").
const (
	MsgCreditorRequired     = "Nome do credor é obrigatório"
	MsgCreditorTooLong      = "Nome do credor deve ter no máximo 200 caracteres"
	MsgOriginalAmount       = "Valor original deve ser maior que zero"
	MsgCurrentAmount        = "Saldo devedor não pode ser negativo"
	MsgInterestRate         = "Taxa de juros deve estar entre 0% e 100%"
	MsgDueDateRequired      = "Data de vencimento é obrigatória"
	MsgDebtCategory         = "Categoria inválida"
	MsgPaymentMethodTooLong = "Forma de pagamento deve ter no máximo 100 caracteres"
	MsgInstallments         = "Número de parcelas deve ser maior que zero"
	MsgCurrentInstallment   = "Parcela atual não pode ser maior que o total de parcelas"
	MsgCurrentInstallmentLo = "Parcela atual deve ser maior que zero"
)

// The messages of the accounts, their entries and transfers (our own: docs/product.md has no accounts).
const (
	MsgAccountName        = "Nome da conta é obrigatório"
	MsgAccountNameTooLong = "Nome da conta deve ter no máximo 100 caracteres"
	MsgAccountKind        = "Tipo de conta inválido"
	MsgBankNameTooLong    = "Nome do banco deve ter no máximo 100 caracteres"
	MsgAgencyTooLong      = "Agência deve ter no máximo 20 caracteres"
	MsgAccountNumberLong  = "Número da conta deve ter no máximo 30 caracteres"
	MsgOpeningDate        = "Data do saldo inicial é obrigatória"
	MsgOpeningAfterFirst  = "Data do saldo inicial não pode ser posterior ao primeiro lançamento da conta"
	MsgNegativeBalance    = "Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo"
	MsgMovementDate       = "Data é obrigatória"
	MsgDateInFuture       = "Data não pode ser posterior a hoje"
	MsgBeforeOpening      = "Data não pode ser anterior ao saldo inicial da conta"

	// Debts' dated money events.
	MsgContractDate                 = "Data do contrato inválida"
	MsgContractDateForAccount       = "Informe a data do contrato: é o dia em que o dinheiro entrou na conta"
	MsgContractAfterPayment         = "Data do contrato não pode ser posterior a um pagamento da dívida"
	MsgPaymentPart                  = "Valor não pode ser negativo"
	MsgPaymentEmpty                 = "Informe o principal ou os juros do pagamento"
	MsgPaymentSum                   = "Valor deve ser a soma do principal e dos juros"
	MsgPrincipalTooLarge            = "Principal não pode ser maior que o saldo devedor"
	MsgPaymentBeforeDebt            = "Data do pagamento não pode ser anterior à data do contrato da dívida"
	MsgDebtSystem                   = "Sistema de amortização inválido"
	MsgFirstDueDate                 = "Informe o vencimento da primeira parcela"
	MsgFirstDueBeforeContract       = "O primeiro vencimento não pode ser anterior à data do contrato"
	MsgNoSuchInstallment            = "Parcela inexistente no cronograma desta dívida"
	MsgGraceMonths                  = "Carência deve ser de 0 a 120 meses"
	MsgGraceLongerThanTerm          = "A carência deve ser menor que o número de parcelas"
	MsgGraceWithoutSchedule         = "Carência só vale para financiamentos com cronograma"
	MsgGraceInterest                = "Escolha se os juros da carência são pagos ou incorporados ao saldo"
	MsgFees                         = "Tarifas e IOF devem ser de zero até menos que o valor financiado"
	MsgPrepaymentMode               = "Escolha reduzir prazo ou reduzir parcela"
	MsgPrepaymentInterest           = "Amortização extraordinária é só principal: deixe os juros em zero"
	MsgPrepaymentInstallment        = "Amortização extraordinária não é o pagamento de uma parcela"
	MsgPrepaymentNoSchedule         = "Amortização extraordinária só vale para financiamentos com cronograma"
	MsgRenegotiationDate            = "Informe a data da renegociação"
	MsgRenegotiationStart           = "Data da renegociação não pode ser anterior ao início do contrato atual"
	MsgRenegotiationPayment         = "Data da renegociação não pode ser anterior a um pagamento já registrado"
	MsgRenegotiationSystem          = "A renegociação gera um novo cronograma: escolha Tabela Price ou SAC"
	MsgRenegotiationAmount          = "Novo valor deve ser maior que zero"
	MsgTaxID                        = "CPF ou CNPJ inválido: confira os dígitos"
	MsgRenavam                      = "RENAVAM inválido: confira os dígitos"
	MsgChassis                      = "Chassi inválido: 17 letras e números, sem I, O e Q"
	MsgMileage                      = "Quilometragem deve ser um número inteiro de 0 a 9.999.999"
	MsgZipCode                      = "CEP inválido: use 8 dígitos, como 01310-100"
	MsgState                        = "UF inválida: use a sigla do estado, como SP"
	MsgRegistrationDate             = "Data do registro inválida: use dd/mm/aaaa"
	MsgIRPFCode                     = "Código de Bens e Direitos inválido"
	MsgYearEndYearly                = "Este relatório é anual: escolha o período Anual"
	MsgDepreciationKind             = "Espécie de depreciação inválida"
	MsgDepreciationRate             = "Taxa de depreciação deve estar entre 0% e 100% ao ano"
	MsgLandValue                    = "Valor do terreno deve estar entre zero e o valor de aquisição"
	MsgLandValueType                = "Só um imóvel tem valor de terreno"
	MsgVehicleTaxesType             = "Só um veículo tem UF de registro, IPVA e licenciamento"
	MsgIPTUAmount                   = "IPTU anual deve ser maior que zero"
	MsgIPTUInstallments             = "Parcelas do IPTU: de 1 (cota única) a 12"
	MsgIPTUFirstDue                 = "Informe o dia do primeiro vencimento do IPTU, como 10/02"
	MsgObligationRange              = "Período inválido: informe from e to (aaaa-mm-dd), com no máximo 366 dias"
	MsgNoSuchObligation             = "Não há parcela do IPTU deste imóvel nesse dia"
	MsgObligationPaid               = "Esta parcela já foi paga"
	MsgNoSuchVehicleTax             = "Pela tabela do estado, este veículo não tem esse vencimento nesse dia"
	MsgImprovementDate              = "Data da benfeitoria é obrigatória"
	MsgImprovementDescription       = "Descreva a benfeitoria"
	MsgImprovementBeforeAcquisition = "Data da benfeitoria não pode ser anterior à aquisição do ativo"
	MsgModelYear                    = "Ano do modelo deve ser o de fabricação ou o seguinte"
	MsgFipeCode                     = "Código FIPE inválido: use 6 dígitos, traço e 1 dígito, como 005340-6"
	MsgFipeValue                    = "Valor FIPE não pode ser negativo"
	MsgTaxAmount                    = "O valor deve ser maior que zero"
	MsgTaxRulesDigits               = "Informe um vencimento para cada final de placa, de 0 a 9"
	MsgTaxRuleKind                  = "Tipo inválido: use ipva ou licensing"
	MsgTaxRuleMonth                 = "Mês inválido: de 1 a 12"
	MsgTaxRuleDay                   = "Dia inválido: de 1 a 31, ou vazio para o último dia do mês"
	MsgFipeHeader                   = "Envie o CSV da tabela FIPE com as colunas Código FIPE e Valor"
	MsgFipeEmpty                    = "O arquivo não tem nenhum valor"
	MsgIPVAStatus                   = "Situação do IPVA inválida"
	MsgLicensingStatus              = "Situação do licenciamento inválida"
	MsgSaleSystem                   = "Escolha Tabela Price ou SAC para a venda com juros"
	MsgDebtIndex                    = "Índice inválido"
	MsgIndexWithoutSchedule         = "Correção por índice só vale para financiamentos com cronograma"
	MsgIndexLag                     = "Defasagem deve ser de 0 a 12 meses"
	MsgIndexMonth                   = "Mês inválido: use mm/aaaa"
	MsgIndexValue                   = "Valor inválido: use um percentual de -100 a 100, com até 6 casas decimais"
	MsgSGSHeader                    = "O arquivo não é um CSV do SGS: falta a linha de cabeçalho data;valor"
	MsgSGSEmpty                     = "O arquivo não tem nenhum valor"
	MsgFirstDueBeforeRenegotiation  = "O primeiro vencimento não pode ser anterior à data da renegociação"
	MsgPaymentBeforeTerms           = "Data do pagamento não pode ser anterior à renegociação da dívida"
	MsgMovementAmount               = "Valor deve ser maior que zero"
	MsgDirection                    = "Escolha receita ou despesa"
	MsgEntryCategory                = "Categoria é obrigatória"
	MsgEntryCategoryWrong           = "Categoria não corresponde ao tipo do lançamento"
	MsgMovementDescription          = "Descrição deve ter no máximo 200 caracteres"
	MsgFromAccount                  = "Conta de origem é obrigatória"
	MsgToAccount                    = "Conta de destino é obrigatória"
	MsgSameAccount                  = "A conta de destino deve ser diferente da conta de origem"
	MsgUnknownAccount               = "Conta não encontrada"
)

// The messages of sales in installments and their receivables (our own: docs/product.md has none).
const (
	MsgDownPayment          = "Entrada não pode ser negativa"
	MsgDownPaymentTooLarge  = "Entrada deve ser menor que o valor da venda"
	MsgSaleFirstDueDate     = "Primeiro vencimento é obrigatório"
	MsgFirstDueBeforeSale   = "Primeiro vencimento não pode ser anterior à data da venda"
	MsgInstallmentsTooSmall = "Cada parcela deve ser de pelo menos R$ 0,01"
	MsgReceiptDate          = "Data do recebimento é obrigatória"
	MsgReceiptAccount       = "Informe a conta em que o valor entrou"
	MsgCostDate             = "Data do custo é obrigatória"
	MsgCostCategory         = "Escolha o tipo de custo"
	MsgCostAccount          = "Informe a conta de onde o valor saiu"
	MsgCostBeforePurchase   = "Data do custo não pode ser anterior à compra do veículo"
	MsgReceiptTooLarge      = "Valor maior que o saldo a receber"
	// MsgPaymentAboveDue: an IPTU installment is paid with at most a 20 % fine and 1 % interest a month of delay.
	MsgPaymentAboveDue    = "Valor maior que a parcela com multa de 20% e juros de 1% ao mês"
	MsgReceiptBeforeSale  = "Data do recebimento não pode ser anterior à data da venda"
	MsgReceiptInstallment = "Parcela inexistente nesta venda"
	MsgSaleInInstallments = "Esta venda é parcelada: o preço e a data da venda não podem ser alterados."
)

// The financing simulator's messages (our own).
const (
	MsgFinancedAmount        = "Valor financiado deve ser maior que zero"
	MsgFinanceRate           = "Informe a taxa de juros ao mês ou ao ano"
	MsgFinanceRateBoth       = "Informe a taxa ao mês ou ao ano, não as duas"
	MsgMonthlyRate           = "Taxa ao mês inválida: use um percentual de 0 a 100, com até 6 casas decimais"
	MsgAnnualRate            = "Taxa ao ano inválida: use um percentual de 0 a 1.000, com até 6 casas decimais"
	MsgFinancePerInstallment = "Valor financiado muito baixo para o prazo: pelo menos R$ 10,00 por parcela"
	MsgFinanceSystem         = "Escolha o sistema de amortização: Price ou SAC"
	MsgFinanceFees           = "Tarifas e IOF não podem ser negativos nem chegar ao valor financiado"
)

// The user messages (docs/product.md §5 "New user", "Edit user").
const (
	MsgName             = "Nome é obrigatório"
	MsgNameTooLong      = "Nome deve ter no máximo 120 caracteres"
	MsgEmail            = "Email é obrigatório"
	MsgPasswordTooShort = "A senha deve ter pelo menos 8 caracteres"
	MsgPasswordTooLong  = "A senha deve ter no máximo 128 caracteres"
	MsgPasswordsDiffer  = "As senhas não coincidem"
	MsgRole             = "Nível de acesso é obrigatório"
	MsgRoleInvalid      = "Nível de acesso inválido"
	MsgAvatar           = "Imagem de avatar inválida"
	MsgCurrentPassword  = "Senha atual é obrigatória"
	// MsgBeyondMaximum refuses a write that would take a debt's balance past R$ 99.999.999.999,99 (its correction by an
	// index, its capitalised interest).
	MsgBeyondMaximum = "Valor acima do máximo permitido"
	// MsgWrongPassword, MsgCodeRequired and MsgCodeWrong confirm who asks for something sensitive (turning two-factor
	// off, changing one's password, the full export).
	MsgWrongPassword = "Senha atual incorreta"
	MsgCodeRequired  = "Digite o código de verificação do seu aplicativo autenticador."
	MsgCodeWrong     = "Código incorreto ou já usado"
	MsgFillAllFields = "Por favor, preencha todos os campos"
)

// The messages of the forgotten password and of e-mail (our own: docs/product.md has no e-mail).
const (
	MsgResetTokenInvalid = "Este link de redefinição de senha é inválido, já foi usado ou expirou. Peça outro em 'Esqueci minha senha'."
	MsgMailOff           = "O envio de e-mails não está configurado neste servidor. Peça a um administrador que defina uma nova senha para você."
	MsgForgotSent        = "Se este email for de um usuário ativo, enviamos um link para redefinir a senha. Ele vale por 1 hora: confira a caixa de entrada e o spam."
	MsgForgotLimited     = "Muitos pedidos de redefinição de senha. Tente novamente em alguns minutos."
	MsgEmailNotifOff     = "O envio de e-mails não está configurado neste servidor: as notificações por e-mail ficam desligadas até quem cuida da instalação configurar um servidor de e-mail."
)

// The report messages (our own: docs/product.md §5 has none for reports).
const (
	MsgReportType       = "Tipo de relatório inválido"
	MsgReportPeriod     = "Período inválido"
	MsgReferenceNeeded  = "Referência é obrigatória"
	MsgReferenceFuture  = "A referência não pode estar no futuro"
	MsgReferenceMonth   = "Referência inválida: use o mês no formato aaaa-mm"
	MsgReferenceQuarter = "Referência inválida: use o trimestre no formato aaaa-Qn, como 2026-Q3"
	MsgReferenceYear    = "Referência inválida: use o ano no formato aaaa"
)

// The messages of the brand and preferences.
const (
	MsgCompanyName        = "Nome da empresa é obrigatório"
	MsgCompanyNameTooLong = "Nome da empresa deve ter no máximo 100 caracteres"
	MsgLogo               = "Logotipo inválido"
	MsgHexColor           = "Cor inválida. Use o formato #RRGGBB"
	MsgLanguage           = "Idioma não suportado"
	MsgCurrency           = "Moeda não suportada"
	MsgTheme              = "Tema inválido"
)

// The messages of a lease (issue 43).
const (
	MsgLeaseAsset                = "Escolha o imóvel alugado"
	MsgLeaseTenant               = "Nome do locatário é obrigatório"
	MsgLeaseTenantTooLong        = "Nome do locatário deve ter no máximo 200 caracteres"
	MsgLeaseEmail                = "Email inválido: use um endereço como nome@empresa.com.br"
	MsgLeasePhone                = "Telefone inválido: use DDD e número, como (11) 91234-5678"
	MsgLeaseStart                = "Data de início é obrigatória"
	MsgLeaseTerm                 = "Prazo deve ser de 1 a 600 meses"
	MsgLeaseRent                 = "Valor do aluguel deve ser maior que zero"
	MsgLeaseDueDay               = "Dia de vencimento deve ser de 1 a 31"
	MsgLeaseIndex                = "Índice de reajuste inválido: use IGP-M, IPCA ou sem reajuste"
	MsgLeaseReadjustMonths       = "Periodicidade do reajuste deve ser de 1 a 60 meses"
	MsgLeaseIndexLag             = "Defasagem do índice deve ser de 0 a 3 meses"
	MsgLeaseGuarantee            = "Garantia inválida"
	MsgLeaseDeposit              = "Informe o valor da caução"
	MsgLeaseDepositTooLarge      = "A caução não pode passar de 3 aluguéis (Lei do Inquilinato, art. 38)"
	MsgLeaseGuarantorName        = "Nome do fiador é obrigatório"
	MsgLeaseGuarantorNameTooLong = "Nome do fiador deve ter no máximo 200 caracteres"
	MsgLeaseGuarantorDocument    = "CPF ou CNPJ do fiador é obrigatório: confira os dígitos"
	MsgLeaseLateFine             = "Multa deve ser de 0% a 20%"
	MsgLeaseLateInterest         = "Juros de mora devem ser de 0% a 10% ao mês"
	MsgLeaseEndDate              = "Data de encerramento é obrigatória"
	MsgLeaseEndReason            = "Motivo deve ter no máximo 500 caracteres"
	// Refused by the store, which knows the asset and its other leases.
	MsgLeaseBeforeAcquisition = "O contrato não pode começar antes da aquisição do imóvel"
	MsgLeaseOverlap           = "Este imóvel já estava alugado nesse período por outro contrato"
	MsgLeaseActive            = "Este imóvel já tem um contrato de locação ativo: encerre-o antes de registrar outro."
	MsgLeaseAssetNotRentable  = "Um ativo vendido ou permutado não pode ser alugado."
	MsgLeaseEnded             = "Este contrato já foi encerrado."
	MsgLeaseEndBeforeStart    = "O encerramento não pode ser anterior ao início do contrato"
	MsgAssetLeased            = "Este imóvel tem um contrato de locação ativo: encerre o contrato para mudar o status."
	MsgLeaseNoIndex           = "Este contrato não tem reajuste por índice."
	MsgReadjustmentStale      = "Este não é mais o próximo reajuste do contrato: atualize a página."
	MsgReadjustmentNotLast    = "Só o último reajuste pode ser desfeito."
	MsgLeaseReadjusted        = "Este contrato já tem reajustes: desfaça-os para mudar o aluguel, o início ou o reajuste."
	MsgReadjustmentDate       = "Informe o aniversário do reajuste"
)

// MissingIndexMessage says which months of an index a readjustment waits for ("Falta o IGP-M de 01/2027: …").
func MissingIndexMessage(index string, months []string) string {
	shown := make([]string, len(months))
	for i, m := range months { // YYYY-MM → MM/YYYY
		shown[i] = m[5:] + "/" + m[:4]
	}
	verb, list := "Falta", shown[0]
	if n := len(shown); n > 1 {
		verb, list = "Faltam", strings.Join(shown[:n-1], ", ")+" e "+shown[n-1]
	}
	return verb + " o " + index + " de " + list + ": cadastre-o em Índices para aplicar o reajuste."
}

// The messages of the company's Pix key (issue 43): each key type has its rule.
const (
	MsgPixKeyType   = "Escolha o tipo da chave Pix"
	MsgPixKeyBlank  = "Informe a chave Pix"
	MsgPixKeyCPF    = "Chave Pix inválida: confira os dígitos do CPF"
	MsgPixKeyCNPJ   = "Chave Pix inválida: confira os dígitos do CNPJ"
	MsgPixKeyEmail  = "Chave Pix inválida: use um e-mail como financeiro@empresa.com.br, com até 77 caracteres"
	MsgPixKeyPhone  = "Chave Pix inválida: use o celular com DDD, como +55 11 91234-5678"
	MsgPixKeyRandom = "Chave Pix inválida: a chave aleatória tem 32 letras e números em 5 grupos, como 123e4567-e89b-12d3-a456-426614174000"
	MsgPixName      = "Informe o nome de quem recebe o Pix, com até 25 caracteres"
	MsgPixCity      = "Informe a cidade de quem recebe o Pix, com até 15 caracteres"
	// MsgPixNotSet and MsgPixNothingDue refuse a bill's Pix code.
	MsgPixNotSet           = "Cadastre a chave Pix da empresa em Configurações para gerar o código Pix."
	MsgPixNothingDue       = "Esta parcela já foi recebida: não há o que cobrar."
	MsgInstallmentNotFound = "Parcela não encontrada"
)

// The import's messages (issue 17).
const (
	MsgImportKind        = "Tipo de importação inválido: use assets (ativos), vehicles (veículos), debts (dívidas), accounts (contas) ou indices (índices)"
	MsgImportFile        = "Envie a planilha (CSV ou XLSX) no campo file"
	MsgImportTooLarge    = "Planilha muito grande: no máximo 10 MB."
	MsgImportTooManyRows = "Planilha com linhas demais: no máximo 20.000 por importação."
	// MsgImportTooManyColumns and MsgImportUnzipped bound what one sheet may take to read (sheet.Limits).
	MsgImportTooManyColumns = "Planilha com colunas demais: no máximo 200."
	MsgImportUnzipped       = "Planilha XLSX grande demais ao descompactar: no máximo 64 MB de conteúdo."
	// MsgImportsBusy refuses a sheet while too many others read wait to be imported (store.ErrImportsBusy).
	MsgImportsBusy = "Muitas planilhas lidas aguardam a importação: tente de novo em alguns minutos."
	// MsgSheetsBusy refuses a sheet while others are being read (api.Options.SheetReads).
	MsgSheetsBusy       = "Outras planilhas estão sendo lidas agora: tente de novo em alguns segundos."
	MsgImportMapping    = "Mapeamento de colunas inválido: use {\"campo\": \"nome da coluna\"} com colunas da planilha"
	MsgImportInvalid    = "A planilha tem linhas com erros: nada foi importado. Corrija-as e envie a planilha de novo."
	MsgImportNotPending = "Esta importação já foi confirmada ou desfeita."
	MsgImportInUse      = "A importação não pode ser desfeita: registros importados foram alterados ou usados depois dela."
	MsgPlateTaken       = "Já existe um veículo não vendido com esta placa"
	MsgPlateRepeated    = "Placa repetida na planilha: já está na linha %d"
	MsgIndexRepeated    = "Mês repetido na planilha: este índice já tem este mês na linha %d"
)

// messages are the texts above by form and name, as vocabulary.json carries them.
func messages() map[string]map[string]string {
	return map[string]map[string]string{
		"imports": {
			"kind": MsgImportKind, "file": MsgImportFile, "tooLarge": MsgImportTooLarge, "tooManyRows": MsgImportTooManyRows,
			"tooManyColumns": MsgImportTooManyColumns, "unzipped": MsgImportUnzipped, "busy": MsgImportsBusy, "sheetsBusy": MsgSheetsBusy,
			"mapping": MsgImportMapping, "invalid": MsgImportInvalid, "notPending": MsgImportNotPending, "inUse": MsgImportInUse,
			"plateTaken": MsgPlateTaken, "plateRepeated": MsgPlateRepeated, "indexRepeated": MsgIndexRepeated,
		},
		"statements": {
			"file": MsgStatementFile, "tooLarge": MsgStatementTooLarge, "tooMany": MsgStatementTooMany, "columns": MsgStatementColumns,
			"closing": MsgStatementClosing, "notReady": MsgStatementNotReady, "busy": MsgStatementsBusy, "negative": MsgStatementNegative,
			"choice": MsgStatementChoice, "notFound": MsgStatementNotFound, "otherBank": MsgStatementOtherBank,
		},
		"common": {
			"taxId":     MsgTaxID,
			"dateRange": MsgDateRange, "control": MsgControl, "notesTooLong": MsgNotesTooLong,
			"statusInvalid": MsgStatusInvalid, "emailInvalid": MsgEmailInvalid,
			"paymentMethodInvalid": MsgPaymentMethodInvalid, "attachmentCategory": MsgAttachmentCategory, "unknownAttachment": MsgUnknownAttachment,
			"acquisitionValue": MsgAcquisitionValue, "acquisitionDate": MsgAcquisitionDate,
			"saleDateRequired": MsgSaleDateRequired, "saleBeforeAcquisition": MsgSaleBeforeAcquisition,
			"installmentsAtMost600": MsgInstallmentsAtMost600, "descriptionTooLong2000": MsgDescriptionTooLong2000,
			"exportTooLarge": MsgExportTooLarge,
		},
		"assets": {
			"iptuPaymentAboveDue": MsgPaymentAboveDue, "description": MsgDescription, "descriptionTooLong": MsgDescriptionTooLong, "type": MsgAssetType,
			"currentValue": MsgCurrentValue, "address": MsgAddress, "detailTooLong": MsgDetailTooLong,
			"areaNegative": MsgAreaNegative, "negative": MsgNegative, "year": MsgAssetYear,
			"tooManyAttachments": MsgTooManyAttachments, "finalStatus": MsgAssetFinalStatus,
			"exchangeDate": MsgExchangeDate, "exchangeBeforeAcquisition": MsgExchangeBeforeAcquired, "acquisitionAfterEnd": MsgAcquisitionAfterEnd,
			"valuationDate": MsgValuationDate, "valuationBeforeAcquisition": MsgValuationBeforeAcquisition, "valuationValue": MsgValuationValue,
			"newAssets": MsgNewAssets, "tooManyNewAssets": MsgTooManyNewAssets, "saleValue": MsgSaleValue,
			"buyerName": MsgBuyerName, "buyerNameTooLong": MsgBuyerNameTooLong, "buyerPhoneTooLong": MsgBuyerPhoneTooLong,
			"saleInstallments": MsgSaleInstallmentsAtLeast, "zipCode": MsgZipCode, "state": MsgState,
			"registrationDate": MsgRegistrationDate, "irpfCode": MsgIRPFCode, "depreciationKind": MsgDepreciationKind, "depreciationRate": MsgDepreciationRate, "landValue": MsgLandValue, "landValueType": MsgLandValueType, "vehicleTaxesType": MsgVehicleTaxesType, "iptuAmount": MsgIPTUAmount, "iptuInstallments": MsgIPTUInstallments, "iptuFirstDue": MsgIPTUFirstDue, "noSuchObligation": MsgNoSuchObligation, "obligationPaid": MsgObligationPaid, "noSuchVehicleTax": MsgNoSuchVehicleTax, "obligationRange": MsgObligationRange, "improvementDate": MsgImprovementDate,
			"improvementDescription": MsgImprovementDescription, "improvementBeforeAcquisition": MsgImprovementBeforeAcquisition,
		},
		"vehicles": {
			"yearRequired": MsgVehicleYearRequired, "yearRange": MsgVehicleYearRange, "color": MsgColor,
			"colorTooLong": MsgColorTooLong, "sellingPrice": MsgSellingPrice, "make": MsgMake,
			"makeTooLong": MsgMakeTooLong, "model": MsgModel, "modelTooLong": MsgModelTooLong, "plate": MsgPlate,
			"plateInvalid": MsgPlateInvalid, "soldStatus": MsgVehicleSoldStatus, "purchaseAfterSale": MsgPurchaseAfterSale, "salePrice": MsgSalePrice,
			"renavam": MsgRenavam, "chassis": MsgChassis, "costDate": MsgCostDate, "costCategory": MsgCostCategory,
			"costAccount": MsgCostAccount, "costBeforePurchase": MsgCostBeforePurchase, "mileage": MsgMileage,
			"modelYear": MsgModelYear, "fipeCode": MsgFipeCode, "fipeValue": MsgFipeValue, "fipeHeader": MsgFipeHeader, "fipeEmpty": MsgFipeEmpty, "ipvaStatus": MsgIPVAStatus,
			"licensingStatus": MsgLicensingStatus, "taxAmount": MsgTaxAmount, "taxRulesDigits": MsgTaxRulesDigits,
			"taxRuleKind": MsgTaxRuleKind, "taxRuleMonth": MsgTaxRuleMonth, "taxRuleDay": MsgTaxRuleDay,
		},
		"debts": {
			"creditorName": MsgCreditorRequired, "creditorNameTooLong": MsgCreditorTooLong,
			"originalAmount": MsgOriginalAmount, "currentAmount": MsgCurrentAmount, "interestRate": MsgInterestRate,
			"dueDate": MsgDueDateRequired, "category": MsgDebtCategory, "paymentMethodTooLong": MsgPaymentMethodTooLong,
			"installments": MsgInstallments, "currentInstallment": MsgCurrentInstallment,
			"currentInstallmentMin": MsgCurrentInstallmentLo, "contractDate": MsgContractDate,
			"contractDateForAccount": MsgContractDateForAccount, "contractAfterPayment": MsgContractAfterPayment,
			"paymentPart": MsgPaymentPart, "paymentEmpty": MsgPaymentEmpty, "paymentSum": MsgPaymentSum,
			"principalTooLarge": MsgPrincipalTooLarge, "paymentBeforeDebt": MsgPaymentBeforeDebt,
			"system": MsgDebtSystem, "firstDueDate": MsgFirstDueDate, "firstDueBeforeContract": MsgFirstDueBeforeContract,
			"noSuchInstallment": MsgNoSuchInstallment, "graceMonths": MsgGraceMonths, "graceLongerThanTerm": MsgGraceLongerThanTerm,
			"graceWithoutSchedule": MsgGraceWithoutSchedule, "graceInterest": MsgGraceInterest, "fees": MsgFees,
			"prepaymentMode": MsgPrepaymentMode, "prepaymentInterest": MsgPrepaymentInterest,
			"prepaymentInstallment": MsgPrepaymentInstallment, "prepaymentNoSchedule": MsgPrepaymentNoSchedule,
			"renegotiationDate": MsgRenegotiationDate, "renegotiationStart": MsgRenegotiationStart,
			"renegotiationPayment": MsgRenegotiationPayment, "renegotiationSystem": MsgRenegotiationSystem,
			"renegotiationAmount": MsgRenegotiationAmount, "index": MsgDebtIndex, "indexWithoutSchedule": MsgIndexWithoutSchedule,
			"indexLag": MsgIndexLag, "firstDueBeforeRenegotiation": MsgFirstDueBeforeRenegotiation, "paymentBeforeTerms": MsgPaymentBeforeTerms,
		},
		"indices": {
			"month": MsgIndexMonth, "value": MsgIndexValue, "sgsHeader": MsgSGSHeader, "sgsEmpty": MsgSGSEmpty,
		},
		"accounts": {
			"name": MsgAccountName, "nameTooLong": MsgAccountNameTooLong, "kind": MsgAccountKind,
			"bankNameTooLong": MsgBankNameTooLong, "agencyTooLong": MsgAgencyTooLong, "numberTooLong": MsgAccountNumberLong,
			"openingDate": MsgOpeningDate, "openingAfterFirst": MsgOpeningAfterFirst, "negativeBalance": MsgNegativeBalance,
			"date": MsgMovementDate, "dateInFuture": MsgDateInFuture, "beforeOpening": MsgBeforeOpening,
			"amount": MsgMovementAmount, "direction": MsgDirection, "category": MsgEntryCategory,
			"categoryWrong": MsgEntryCategoryWrong, "descriptionTooLong": MsgMovementDescription,
			"fromAccount": MsgFromAccount, "toAccount": MsgToAccount, "sameAccount": MsgSameAccount,
			"unknownAccount": MsgUnknownAccount,
		},
		"receivables": {
			"system":      MsgSaleSystem,
			"downPayment": MsgDownPayment, "downPaymentTooLarge": MsgDownPaymentTooLarge, "firstDueDate": MsgSaleFirstDueDate,
			"firstDueBeforeSale": MsgFirstDueBeforeSale, "installmentsTooSmall": MsgInstallmentsTooSmall,
			"receiptDate": MsgReceiptDate, "receiptAccount": MsgReceiptAccount, "receiptTooLarge": MsgReceiptTooLarge,
			"receiptBeforeSale": MsgReceiptBeforeSale, "receiptInstallment": MsgReceiptInstallment, "saleInInstallments": MsgSaleInInstallments,
		},
		"financing": {
			"amount": MsgFinancedAmount, "rate": MsgFinanceRate, "rateBoth": MsgFinanceRateBoth,
			"monthlyRate": MsgMonthlyRate, "annualRate": MsgAnnualRate, "perInstallment": MsgFinancePerInstallment,
			"system": MsgFinanceSystem, "fees": MsgFinanceFees, "installments": MsgInstallments,
			"installmentsAtMost600": MsgInstallmentsAtMost600,
		},
		"users": {
			"name": MsgName, "nameTooLong": MsgNameTooLong, "email": MsgEmail, "passwordTooShort": MsgPasswordTooShort,
			"passwordTooLong": MsgPasswordTooLong, "passwordsDiffer": MsgPasswordsDiffer, "role": MsgRole,
			"roleInvalid": MsgRoleInvalid, "avatar": MsgAvatar, "currentPassword": MsgCurrentPassword, "wrongPassword": MsgWrongPassword, "codeRequired": MsgCodeRequired, "codeWrong": MsgCodeWrong,
			"fillAllFields": MsgFillAllFields, "beyondMaximum": MsgBeyondMaximum,
		},
		"mail": {
			"resetTokenInvalid": MsgResetTokenInvalid, "mailOff": MsgMailOff, "forgotLimited": MsgForgotLimited,
			"forgotSent":            MsgForgotSent,
			"emailNotificationsOff": MsgEmailNotifOff,
		},
		"reports": {
			"type": MsgReportType, "period": MsgReportPeriod, "reference": MsgReferenceNeeded,
			"referenceFuture": MsgReferenceFuture, "monthly": MsgReferenceMonth, "quarterly": MsgReferenceQuarter,
			"yearly": MsgReferenceYear, "yearEndYearly": MsgYearEndYearly,
		},
		"ledger": {
			"period": MsgLedgerPeriod, "journalTooLarge": MsgJournalTooLarge, "counterpartRequired": MsgCounterpartRequired, "importCounterpart": MsgImportCounterpart,
			"counterpartBoth": MsgCounterpartBoth, "counterpartInvalid": MsgCounterpartInvalid, "counterpartReason": MsgCounterpartReason, "reasonTooLong": MsgReasonTooLong,
			"openingAfterDate": MsgOpeningAfterDate, "payOffByPayment": MsgPayOffByPayment, "balanceCause": MsgBalanceCause,
			"forgivenessRaises": MsgForgivenessRaises, "chargesLower": MsgChargesLower,
			"booksOpening": MsgBooksOpening, "booksOpeningFuture": MsgBooksOpeningFuture, "booksOpeningBefore": MsgBooksOpeningBefore,
			"subaccountParent": MsgSubaccountParent, "subaccountName": MsgSubaccountName, "subaccountLong": MsgSubaccountLong,
			"subaccountExists": MsgSubaccountExists, "subaccountInUse": MsgSubaccountInUse, "adjustmentDebit": MsgAdjustmentDebit,
			"adjustmentCredit": MsgAdjustmentCredit, "adjustmentAccount": MsgAdjustmentAccount, "adjustmentSub": MsgAdjustmentSub,
			"adjustmentSame": MsgAdjustmentSame, "entrySubaccount": MsgEntrySubaccount,
		},
		"leases": {
			"asset": MsgLeaseAsset, "tenant": MsgLeaseTenant, "tenantTooLong": MsgLeaseTenantTooLong, "email": MsgLeaseEmail,
			"phone": MsgLeasePhone, "start": MsgLeaseStart, "term": MsgLeaseTerm, "rent": MsgLeaseRent, "dueDay": MsgLeaseDueDay,
			"index": MsgLeaseIndex, "readjustMonths": MsgLeaseReadjustMonths, "indexLag": MsgLeaseIndexLag,
			"guarantee": MsgLeaseGuarantee, "deposit": MsgLeaseDeposit, "depositTooLarge": MsgLeaseDepositTooLarge,
			"guarantorName": MsgLeaseGuarantorName, "guarantorNameTooLong": MsgLeaseGuarantorNameTooLong,
			"guarantorDocument": MsgLeaseGuarantorDocument, "lateFine": MsgLeaseLateFine, "lateInterest": MsgLeaseLateInterest,
			"endDate": MsgLeaseEndDate, "endReason": MsgLeaseEndReason, "beforeAcquisition": MsgLeaseBeforeAcquisition, "overlap": MsgLeaseOverlap,
			"active": MsgLeaseActive, "assetNotRentable": MsgLeaseAssetNotRentable, "ended": MsgLeaseEnded,
			"endBeforeStart": MsgLeaseEndBeforeStart, "assetLeased": MsgAssetLeased, "noIndex": MsgLeaseNoIndex,
			"readjustmentStale": MsgReadjustmentStale, "readjustmentNotLast": MsgReadjustmentNotLast,
			"readjusted": MsgLeaseReadjusted, "readjustmentDate": MsgReadjustmentDate,
		},
		"settings": {
			"companyName": MsgCompanyName, "companyNameTooLong": MsgCompanyNameTooLong, "logo": MsgLogo,
			"color": MsgHexColor, "language": MsgLanguage, "currency": MsgCurrency, "theme": MsgTheme,
			"pixKeyType": MsgPixKeyType, "pixKeyBlank": MsgPixKeyBlank, "pixKeyCpf": MsgPixKeyCPF, "pixKeyCnpj": MsgPixKeyCNPJ,
			"pixKeyEmail": MsgPixKeyEmail, "pixKeyPhone": MsgPixKeyPhone, "pixKeyRandom": MsgPixKeyRandom, "pixName": MsgPixName,
			"pixCity": MsgPixCity, "pixNotSet": MsgPixNotSet, "pixNothingDue": MsgPixNothingDue,
			"installmentNotFound": MsgInstallmentNotFound,
		},
	}
}

// fill puts numbers in the {name} places of a message: fill(MsgVehicleYearRange, map[string]int{"max": 2027}).
func fill(msg string, values map[string]int) string {
	for name, v := range values {
		msg = strings.ReplaceAll(msg, "{"+name+"}", strconv.Itoa(v))
	}
	return msg
}

// The bank statements' messages (issue 42).
const (
	MsgStatementFile      = "Envie o extrato (OFX ou CSV) no campo file"
	MsgStatementTooLarge  = "Extrato muito grande: no máximo 5 MB."
	MsgStatementTooMany   = "Extrato com lançamentos demais: no máximo 20.000 por importação."
	MsgStatementColumns   = "Colunas inválidas: use {\"date\", \"description\", \"amount\" ou \"credit\" e \"debit\"} com colunas do extrato"
	MsgStatementClosing   = "Saldo final inválido: use reais, como 1234.56"
	MsgStatementNotReady  = "Este extrato já foi importado ou desfeito."
	MsgStatementsBusy     = "Muitos extratos lidos aguardam a importação: tente de novo em alguns minutos."
	MsgStatementNegative  = "O saldo de uma das contas ficaria negativo: nada foi gravado."
	MsgStatementChoice    = "Escolha receita/despesa (com a categoria), transferência (com a conta), recebimento (com a venda), pagamento (com a dívida) ou ignorar."
	MsgStatementNotFound  = "Extrato não encontrado."
	MsgStatementOtherBank = "Este extrato é de outra conta: o arquivo é da conta {theirs}, e esta conta é a {ours}."
)
