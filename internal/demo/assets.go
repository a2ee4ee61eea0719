package demo

import (
	"context"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// What happens to an asset during the year.
const (
	keep     = ""
	sell     = "sell"
	exchange = "exchange"
	rent     = "rent"
	inactive = "inactive"
)

type assetSpec struct {
	description string
	kind        string
	value       float64 // acquisition value in reais
	acquired    int     // days ago; more than a year means it was held before the app was used
	fate        string
	details     model.AssetDetails
}

func ptr[T any](v T) *T { return &v }

// irpfCodes are the 'Bens e Direitos' codes of the demo's assets, by how their descriptions begin; the others keep
// their type's.
var irpfCodes = []struct{ prefix, code string }{
	{"Sala comercial", "01-15"}, {"Galpão", "01-03"}, {"Apartamento", "01-11"}, {"Loja", "01-18"}, {"Casa", "01-12"},
	{"Terreno", "01-13"}, {"Quotas", "03-02"}, {"Participação", "03-02"},
}

// landShares are the part of the cost that is land (percent) of the demo's houses and warehouses, by how their
// descriptions begin: a building stands on land that is not depreciated. Flats, rooms and shops keep their cost whole
// (an ideal fraction of the plot), land coded Terreno is land by its code.
var landShares = []struct {
	prefix  string
	percent int64
}{{"Casa", 40}, {"Galpão", 30}}

func landValueOf(description string, cost model.Money) model.Money {
	for _, l := range landShares {
		if strings.HasPrefix(description, l.prefix) {
			return cost * model.Money(l.percent) / 100
		}
	}
	return 0
}

func irpfCodeOf(description string) string {
	for _, c := range irpfCodes {
		if strings.HasPrefix(description, c.prefix) {
			return c.code
		}
	}
	return ""
}

func estate(address string, area float64, registration string, rooms, baths int, garage bool) model.AssetDetails {
	d := model.AssetDetails{Address: address, Area: ptr(area), RegistrationNumber: registration, Garage: ptr(garage)}
	if rooms > 0 {
		d.Rooms, d.Bathrooms, d.Furnished = ptr(rooms), ptr(baths), ptr(false)
	}
	return d
}

func note(text string) model.AssetDetails { return model.AssetDetails{Notes: text} }

var demoAssets = []assetSpec{
	{"Sala comercial na Avenida Paulista", model.AssetRealEstate, 1_450_000, 2900, keep,
		estate("Av. Paulista, 1578, conj. 1204 - Bela Vista, São Paulo - SP, 01310-200", 85, "Matrícula 118.342 - 4º RI de São Paulo", 3, 2, true)},
	{"Galpão logístico em Jundiaí", model.AssetRealEstate, 6_800_000, 2200, keep,
		estate("Rod. Anhanguera, km 58 - Distrito Industrial, Jundiaí - SP, 13213-000", 2400, "Matrícula 92.415 - 1º RI de Jundiaí", 0, 0, true)},
	{"Apartamento em Copacabana", model.AssetRealEstate, 1_350_000, 1800, rent,
		estate("Rua Barata Ribeiro, 502, apto 801 - Copacabana, Rio de Janeiro - RJ, 22040-002", 110, "Matrícula 35.778 - 5º RI do Rio de Janeiro", 3, 2, true)},
	{"Loja no Centro de Belo Horizonte", model.AssetRealEstate, 780_000, 1500, keep,
		estate("Rua dos Carijós, 244, loja 2 - Centro, Belo Horizonte - MG, 30120-060", 120, "Matrícula 61.204 - 1º RI de Belo Horizonte", 0, 1, false)},
	{"Casa no Centro Cívico, Curitiba", model.AssetRealEstate, 1_150_000, 300, keep,
		estate("Rua Mateus Leme, 1890 - Centro Cívico, Curitiba - PR, 80530-010", 240, "Matrícula 48.119 - 2º RI de Curitiba", 4, 3, true)},
	{"Terreno na John Boyd Dunlop, Campinas", model.AssetRealEstate, 950_000, 2600, exchange,
		estate("Av. John Boyd Dunlop, 3900 - Jardim Ipaussurama, Campinas - SP, 13060-803", 1500, "Matrícula 140.655 - 3º RI de Campinas", 0, 0, false)},
	{"Sala comercial no Praia de Belas, Porto Alegre", model.AssetRealEstate, 420_000, 1300, sell,
		estate("Av. Borges de Medeiros, 2105, sala 903 - Praia de Belas, Porto Alegre - RS, 90110-150", 60, "Matrícula 77.031 - 2º RI de Porto Alegre", 2, 1, true)},
	{"Apartamento em Boa Viagem, Recife", model.AssetRealEstate, 980_000, 250, rent,
		estate("Av. Boa Viagem, 3400, apto 1502 - Boa Viagem, Recife - PE, 51020-000", 135, "Matrícula 29.640 - 1º RI do Recife", 3, 3, true)},
	{"Galpão industrial em Contagem", model.AssetRealEstate, 3_200_000, 3100, rent,
		estate("Av. das Indústrias, 800 - Cinco, Contagem - MG, 32010-010", 1800, "Matrícula 55.873 - RI de Contagem", 0, 2, true)},
	{"Apartamento no Centro de Florianópolis", model.AssetRealEstate, 890_000, 200, keep,
		estate("Rua Bocaiúva, 2125, apto 304 - Centro, Florianópolis - SC, 88015-530", 95, "Matrícula 102.488 - 1º RI de Florianópolis", 2, 2, true)},
	{"Sala comercial na Asa Sul, Brasília", model.AssetRealEstate, 380_000, 1100, keep,
		estate("SCS Quadra 2, Bloco C, sala 512 - Asa Sul, Brasília - DF, 70302-000", 48, "Matrícula 88.910 - 1º RI do Distrito Federal", 1, 1, false)},
	{"Casa na Barra, Salvador", model.AssetRealEstate, 1_050_000, 900, sell,
		estate("Rua Marquês de Caravelas, 310 - Barra, Salvador - BA, 40140-240", 210, "Matrícula 41.356 - 1º RI de Salvador", 4, 3, true)},
	{"Loja na Aldeota, Fortaleza", model.AssetRealEstate, 860_000, 160, keep,
		estate("Av. Santos Dumont, 2456 - Aldeota, Fortaleza - CE, 60150-161", 150, "Matrícula 67.002 - 1ª Zona de Fortaleza", 0, 2, true)},
	{"Terreno no Setor Bueno, Goiânia", model.AssetRealEstate, 720_000, 2000, keep,
		estate("Av. T-63, 1200 - Setor Bueno, Goiânia - GO, 74230-100", 900, "Matrícula 23.517 - 2º RI de Goiânia", 0, 0, false)},
	{"Apartamento no Jardim Botânico, Ribeirão Preto", model.AssetRealEstate, 640_000, 120, keep,
		estate("Rua Professor Hélio Lourenço, 450, apto 72 - Jardim Botânico, Ribeirão Preto - SP, 14021-680", 88, "Matrícula 170.224 - 1º RI de Ribeirão Preto", 2, 2, true)},
	{"Torno CNC Romi D 800", model.AssetOther, 385_000, 1400, keep, note("Máquina da linha de usinagem, nº de série RD800-2291")},
	{"Empilhadeira elétrica Toyota 2,5 t", model.AssetOther, 145_000, 1600, sell, note("Empilhadeira do galpão de Jundiaí")},
	{"Participação de 25% em franquia de sorveteria em Ribeirão Preto", model.AssetOther, 600_000, 1000, keep, note("Quotas da Gelato Ribeirão Franquias Ltda.")},
	{"Servidores Dell PowerEdge e rede da sede", model.AssetOther, 210_000, 280, keep, note("Três servidores R750, storage e switches")},
	{"Retroescavadeira JCB 3CX", model.AssetOther, 420_000, 1900, inactive, note("Parada para revisão do sistema hidráulico")},
	{"Usina solar de 75 kWp da sede", model.AssetOther, 310_000, 230, keep, note("Painéis e inversores instalados no telhado do galpão")},
	{"Mobiliário corporativo da sede", model.AssetOther, 95_000, 2100, sell, note("Estações de trabalho, cadeiras e salas de reunião")},
	{"Gerador Cummins 180 kVA", model.AssetOther, 168_000, 1200, keep, note("Gerador de emergência do galpão de Contagem")},
	{"Licenças perpétuas do ERP", model.AssetOther, 120_000, 700, keep, note("Licenças do sistema de gestão para 40 usuários")},
	{"Compressor de ar Atlas Copco GA 37", model.AssetOther, 98_000, 90, keep, note("Compressor parafuso da linha de pintura")},
	{"Quotas da Sociedade Agrícola Vale Verde Ltda.", model.AssetOther, 540_000, 1700, keep, note("10% do capital social")},
	{"Caminhão Volkswagen Delivery 11.180", model.AssetVehicle, 310_000, 330, keep,
		model.AssetDetails{Brand: "Volkswagen", Model: "Delivery 11.180", Year: ptr(2023), LicensePlate: "RTA4F21", Color: "Branco", Mileage: ptr(41_200)}},
	{"Fiat Toro Volcano da diretoria", model.AssetVehicle, 165_000, 800, keep,
		model.AssetDetails{Brand: "Fiat", Model: "Toro Volcano 2.0 Diesel", Year: ptr(2022), LicensePlate: "QXE7B93", Color: "Cinza", Mileage: ptr(58_900)}},
}

// exchangedFor are the two assets received for the Campinas land.
var exchangedFor = []assetSpec{
	{"Apartamento no Cambuí, Campinas", model.AssetRealEstate, 620_000, 0, keep,
		estate("Rua Coronel Quirino, 1150, apto 92 - Cambuí, Campinas - SP, 13025-002", 105, "Matrícula 151.902 - 1º RI de Campinas", 3, 2, true)},
	{"Sala comercial no Taquaral, Campinas", model.AssetRealEstate, 410_000, 0, keep,
		estate("Av. Heitor Penteado, 1800, sala 34 - Taquaral, Campinas - SP, 13087-000", 70, "Matrícula 151.903 - 1º RI de Campinas", 2, 1, true)},
}

var assetBuyers = []model.AssetSale{
	{BuyerName: "Construtora Horizonte Sul Ltda.", BuyerEmail: "compras@horizontesul.com.br", BuyerPhone: "(51) 3224-8810", PaymentMethod: "cash"},
	{BuyerName: "Marcos Vinícius Albuquerque", BuyerEmail: "marcos.albuquerque@gmail.com", BuyerPhone: "(71) 99876-5432", PaymentMethod: "financing"},
	{BuyerName: "Logística Paulista Armazéns S.A.", BuyerEmail: "patrimonio@logpaulista.com.br", BuyerPhone: "(11) 4521-3300", PaymentMethod: "installments", Installments: 6},
	{BuyerName: "Escritório Compartilhado Nexo Ltda.", BuyerEmail: "financeiro@nexo.com.br", BuyerPhone: "(11) 3071-2020", PaymentMethod: "cash"},
}

// paidFromAccount is the largest acquisition of the year (in reais) paid from the operating account; the owners
// brought in the larger ones ('Aporte dos sócios').
const paidFromAccount = 250_000

// registered is how many days ago the business started using the app and registered what it already held.
const registered = 372

// settled is how many days ago the business had registered, in its first week, what it held and owed: the last day
// of its opening balances. Everything after it names its other side.
const settled = registered - 6

// planAssets plans the assets' year and returns how many assets it makes.
func (t *timeline) planAssets() int {
	n, sales := 0, 0
	for i, spec := range demoAssets {
		regDay := spec.acquired
		current := spec.value
		if spec.acquired > registered { // held before: registered in the app's first week at today's value
			regDay = registered - i%7
			years := float64(spec.acquired) / 365
			if spec.kind == model.AssetRealEstate {
				current *= 1 + years*(t.percent(2, 6)-1) // appreciated 2–6 % a year
			} else {
				current *= max(0.35, 1-years*(t.percent(7, 11)-1)) // depreciated 7–11 % a year
			}
		}
		a := model.Asset{Description: spec.description, Type: spec.kind, AcquisitionValue: reais(spec.value, 100),
			CurrentValue: reais(current, 100), AcquisitionDate: t.date(spec.acquired), Details: spec.details,
			IRPFCodeChosen: irpfCodeOf(spec.description)}
		a.LandValue = landValueOf(spec.description, a.AcquisitionValue)
		if spec.kind == model.AssetVehicle { // registered in São Paulo: IPVA of 4 % (a truck's 1,5 %) of its value
			rate := 0.04
			if strings.HasPrefix(spec.description, "Caminhão") {
				rate = 0.015
			}
			a.RegistrationState, a.IPVAAmount, a.LicensingAmount = "SP", ptr(reais(current*rate, 1)), ptr(model.Money(160_22))
		}
		switch {
		case spec.acquired >= opened: // held before: an opening balance
			a.Counterpart = openingBalance()
		case spec.value <= paidFromAccount: // bought during the year with the operating account's money
			a.AccountID = t.account(itau)
		default: // brought in by the owners
			a.Counterpart = &model.Counterpart{Kind: "contribution"}
		}
		id := new(int64)
		t.add(t.at(regDay), func(ctx context.Context, st *store.Store) error {
			created, err := st.CreateAsset(ctx, a, t.by)
			*id = created.ID
			return err
		})
		n++
		if spec.kind == model.AssetVehicle {
			t.add(t.fixed(1, 8), t.payOwnVehicleTaxes(id))
		}

		// The fate comes in the last months; valuations happen between the registration and the fate.
		fateDay := 0
		if spec.fate != keep {
			fateDay = t.between(15, min(regDay-30, 200))
		}
		if spec.fate == sell && assetBuyers[sales%len(assetBuyers)].PaymentMethod == "installments" {
			fateDay = 160 // sold in installments early enough for most of them to fall due
		}
		for range 1 + t.rng.IntN(3) {
			day := t.between(fateDay+1, regDay-1)
			factor := t.percent(-3, 8)
			if spec.kind != model.AssetRealEstate {
				factor = t.percent(-9, -2)
			}
			t.add(t.at(day), func(ctx context.Context, st *store.Store) error {
				a, err := st.AssetByID(ctx, *id)
				if err != nil {
					return err
				}
				a.CurrentValue = reais(float64(a.CurrentValue)/100*factor, 100)
				_, err = st.UpdateAsset(ctx, a, false, t.by)
				return err
			})
		}
		switch spec.fate {
		case rent, inactive:
			status := model.AssetRented
			if spec.fate == inactive {
				status = model.AssetInactive
			}
			t.add(t.at(fateDay), func(ctx context.Context, st *store.Store) error {
				_, err := st.SetAssetStatus(ctx, *id, status, t.by)
				return err
			})
			if spec.fate == rent { // 0.5 % of its value a month, into the operating account
				t.rents(spec.description, reais(current*0.005, 50), fateDay)
			}
		case sell:
			sale := assetBuyers[sales%len(assetBuyers)]
			sales++
			factor := t.percent(-2, 12)
			at := t.at(fateDay)
			receivable := new(int64)
			t.add(at, func(ctx context.Context, st *store.Store) error {
				a, err := st.AssetByID(ctx, *id)
				if err != nil {
					return err
				}
				sale.SaleDate = model.DateOf(at)
				sale.SaleValue = reais(float64(a.CurrentValue)/100*factor, 500)
				sale.Notes = "Venda registrada com escritura pública"
				sale.AccountID = *t.account(itau)
				if sale.PaymentMethod == "installments" { // a quarter down, the rest monthly: a receivable
					sale.Plan = &model.InstallmentPlan{DownPayment: reais(float64(sale.SaleValue)/100*0.25, 100), Count: sale.Installments,
						FirstDueDate: model.AddMonths(sale.SaleDate, 1)}
					sale.Notes = "Entrada de 25% e o restante em parcelas mensais por boleto"
				}
				sold, err := st.SellAsset(ctx, *id, sale, t.by)
				if sold.Sale != nil {
					*receivable = sold.Sale.ReceivableID
				}
				return err
			})
			if sale.PaymentMethod == "installments" {
				t.receipts(receivable, model.DateOf(at), sale.Installments)
			}
		case exchange:
			at := t.at(fateDay)
			x := model.AssetExchange{ExchangeDate: model.DateOf(at), Notes: "Permuta com a Incorporadora Cambuí Ltda."}
			for _, spec := range exchangedFor {
				x.NewAssets = append(x.NewAssets, model.Asset{Description: spec.description, Type: spec.kind,
					AcquisitionValue: reais(spec.value, 100), CurrentValue: reais(spec.value, 100),
					AcquisitionDate: x.ExchangeDate, Details: spec.details, IRPFCodeChosen: irpfCodeOf(spec.description)})
				n++
			}
			t.add(at, func(ctx context.Context, st *store.Store) error {
				_, _, err := st.ExchangeAsset(ctx, *id, x, t.by)
				return err
			})
		}
	}
	return n
}

// payOwnVehicleTaxes pays, from the operating account, each IPVA and licenciamento of a vehicle of the company's own
// that fell due since the business started using the app, on its due day.
func (t *timeline) payOwnVehicleTaxes(id *int64) func(ctx context.Context, st *store.Store) error {
	return func(ctx context.Context, st *store.Store) error {
		due, err := st.Obligations(ctx, t.date(registered), t.date(1), true)
		if err != nil {
			return err
		}
		for _, o := range due {
			if o.RecordID != *id || o.Kind != model.ObligationAssetIPVA && o.Kind != model.ObligationAssetLicensing {
				continue
			}
			if _, err := st.PayVehicleTax(ctx, o.Kind, o.RecordID, o.DueDate, o.DueDate, o.Amount, *t.account(itau), t.by); err != nil {
				return err
			}
		}
		return nil
	}
}
