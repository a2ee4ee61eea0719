package store_test

import (
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/database/dbtest"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

func date(s string) model.Date {
	d, err := model.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func mustAsset(t *testing.T, s *store.Store, by model.User, desc, typ string, acq, cur model.Money, acquired string) model.Asset {
	t.Helper()
	a, err := s.CreateAsset(ctx, model.Asset{Description: desc, Type: typ, AcquisitionValue: acq, CurrentValue: cur,
		AcquisitionDate: date(acquired), Details: model.AssetDetails{Address: "Rua das Flores, 10"}}, by)
	if err != nil {
		t.Fatalf("create %s: %v", desc, err)
	}
	return a
}

func history(t *testing.T, s *store.Store, id int64) []model.AssetTransaction {
	t.Helper()
	list, total, err := s.AssetTransactions(ctx, id, 1, 200)
	if err != nil || total != len(list) {
		t.Fatalf("history of %d: %d entries, total %d, %v", id, len(list), total, err)
	}
	return list
}

func TestAssetListFiltersSummaryAndPages(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		ids := map[string]int64{}
		for i, a := range []struct {
			desc, typ string
			acq, cur  model.Money
		}{
			{"Apartamento Centro", model.AssetRealEstate, 10, 20},     // 0.10 → 0.20
			{"Casa de Praia São José", model.AssetRealEstate, 20, 10}, // 0.20 → 0.10
			{"Notebook 100% novo", model.AssetOther, 123456789, 123456789},
			{"Sala Comercial", model.AssetRealEstate, 50000000, 60000000},
		} {
			c.t = c.t.Add(time.Minute)
			ids[a.desc] = mustAsset(t, s, u, a.desc, a.typ, a.acq, a.cur, "2024-0"+string(rune('1'+i))+"-15").ID
		}
		if _, err := s.SetAssetStatus(ctx, ids["Sala Comercial"], model.AssetInactive, u); err != nil {
			t.Fatal(err)
		}

		list, sum, err := s.ListAssets(ctx, store.AssetFilter{Status: model.AssetActive, Page: 1, PageSize: 50})
		if err != nil || sum.Count != 3 || len(list) != 3 || sum.AcquisitionTotal != 123456819 || sum.CurrentTotal != 123456819 {
			t.Fatalf("active: %d rows, %+v, %v", len(list), sum, err)
		}
		if list[0].Description != "Notebook 100% novo" {
			t.Fatalf("default order is newest first: %s", list[0].Description)
		}
		list, sum, _ = s.ListAssets(ctx, store.AssetFilter{Type: model.AssetRealEstate, Sort: "acquisitionDate", Page: 2, PageSize: 2})
		if sum.Count != 3 || sum.AcquisitionTotal != 50000030 || sum.CurrentTotal != 60000030 || len(list) != 1 || list[0].Description != "Sala Comercial" {
			t.Fatalf("page 2 of real estate: %+v %v", sum, list)
		}
		list, sum, _ = s.ListAssets(ctx, store.AssetFilter{Query: "sao jose", Page: 1, PageSize: 50})
		if sum.Count != 1 || list[0].ID != ids["Casa de Praia São José"] {
			t.Fatalf("search without accents: %+v", sum)
		}
		_, sum, _ = s.ListAssets(ctx, store.AssetFilter{Query: "imóvel", Page: 1, PageSize: 50})
		if sum.Count != 3 {
			t.Fatalf("search by type label: %+v", sum)
		}
		_, sum, _ = s.ListAssets(ctx, store.AssetFilter{Query: "%", Page: 1, PageSize: 50})
		if sum.Count != 1 {
			t.Fatalf("%% matches literally: %+v", sum)
		}
		list, sum, _ = s.ListAssets(ctx, store.AssetFilter{Sort: "-currentValue", Page: 1, PageSize: 1})
		if sum.Count != 4 || len(list) != 1 || list[0].Description != "Notebook 100% novo" {
			t.Fatalf("sort by -currentValue: %v", list)
		}
		if _, _, err := s.ListAssets(ctx, store.AssetFilter{Sort: "search; DROP TABLE assets", Page: 1, PageSize: 5}); err != nil {
			t.Fatalf("unknown sort: %v", err)
		}
		_, sum, _ = s.ListAssets(ctx, store.AssetFilter{Status: model.AssetSold, Page: 1, PageSize: 5})
		if sum.Count != 0 || sum.CurrentTotal != 0 {
			t.Fatalf("empty filter: %+v", sum)
		}
	})
}

func TestAssetHistoryOfEveryChange(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, c := newStore(t, db)
		u := mustUser(t, s, "Ana Souza", "ana@exemplo.com.br", model.RoleUser)
		a := mustAsset(t, s, u, "Apartamento", model.AssetRealEstate, 30000000, 35000000, "2020-05-10")
		if a.Status != model.AssetActive || a.CreatedAt.IsZero() {
			t.Fatalf("created %+v", a)
		}
		h := history(t, s, a.ID)
		if len(h) != 2 {
			t.Fatalf("creation history: %+v", h)
		}
		created, valued := h[1], h[0]
		if created.Type != "other" || created.Date.String() != "2020-05-10" || created.Amount != 30000000 || *created.NewValue != 30000000 ||
			created.PreviousValue != nil || created.UserID != u.ID || created.UserName != "Ana Souza" {
			t.Fatalf("creation entry %+v", created)
		}
		if valued.Type != "valuation_update" || valued.Date.String() != "2026-03-15" || *valued.PreviousValue != 30000000 || *valued.NewValue != 35000000 {
			t.Fatalf("registered value entry %+v", valued)
		}

		c.t = c.t.Add(24 * time.Hour)
		a.CurrentValue = 40000012
		a.Description = "Apartamento 101"
		a, err := s.UpdateAsset(ctx, a, false, u)
		if err != nil || a.CurrentValue != 40000012 || a.Description != "Apartamento 101" {
			t.Fatalf("update: %+v %v", a, err)
		}
		h = history(t, s, a.ID)
		if len(h) != 4 || h[0].Type != "valuation_update" || *h[0].PreviousValue != 35000000 || *h[0].NewValue != 40000012 ||
			h[0].Date.String() != "2026-03-16" || h[1].Type != "other" || h[1].Reason != "Campos alterados: descrição" {
			t.Fatalf("update history: %+v", h[:2])
		}
		if _, err := s.UpdateAsset(ctx, a, false, u); err != nil || len(history(t, s, a.ID)) != 4 {
			t.Fatalf("an unchanged save wrote history: %v", err)
		}

		a, err = s.SetAssetStatus(ctx, a.ID, model.AssetRented, u)
		if err != nil || a.Status != model.AssetRented {
			t.Fatalf("rent: %+v %v", a, err)
		}
		h = history(t, s, a.ID)
		if h[0].Type != "status_change" || h[0].PreviousStatus != "active" || h[0].NewStatus != "rented" || h[0].Reason != "De Ativo para Alugado" {
			t.Fatalf("status entry %+v", h[0])
		}
		if _, err := s.SellAsset(ctx, a.ID, model.AssetSale{SaleDate: date("2026-03-16"), SaleValue: 1, BuyerName: "X", PaymentMethod: "cash"}, u); !errors.Is(err, store.ErrAssetNotActive) {
			t.Fatalf("sale of a rented asset: %v", err)
		}
		if _, err := s.SetAssetStatus(ctx, a.ID, model.AssetActive, u); err != nil {
			t.Fatal(err)
		}

		sold, err := s.SellAsset(ctx, a.ID, model.AssetSale{SaleDate: date("2026-03-10"), SaleValue: 45000000, BuyerName: "Beatriz Lima",
			BuyerEmail: "bia@exemplo.com.br", PaymentMethod: "installments", Installments: 12, Notes: "Entrada de 10%"}, u)
		if err != nil || sold.Status != model.AssetSold || sold.Sale == nil || sold.Sale.Installments != 12 || sold.Sale.SaleValue != 45000000 {
			t.Fatalf("sale: %+v %v", sold, err)
		}
		h = history(t, s, a.ID)
		if h[0].Type != "sale" || h[0].Date.String() != "2026-03-10" || h[0].Amount != 45000000 || *h[0].PreviousValue != 40000012 ||
			*h[0].NewValue != 0 || h[0].Reason != "Comprador: Beatriz Lima · Pagamento: Parcelado em 12 parcelas" {
			t.Fatalf("sale entry %+v", h[0])
		}
		if _, err := s.SetAssetStatus(ctx, a.ID, model.AssetActive, u); !errors.Is(err, store.ErrAssetFinal) {
			t.Fatalf("reactivating a sold asset: %v", err)
		}
		if _, err := s.SellAsset(ctx, a.ID, model.AssetSale{SaleDate: date("2026-03-16"), SaleValue: 1, BuyerName: "X", PaymentMethod: "cash"}, u); !errors.Is(err, store.ErrAssetNotActive) {
			t.Fatalf("second sale: %v", err)
		}

		if err := s.DeleteAsset(ctx, a.ID, model.User{}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AssetByID(ctx, a.ID); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted asset: %v", err)
		}
		if _, _, err := s.AssetTransactions(ctx, a.ID, 1, 10); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("history of a deleted asset: %v", err)
		}
		if err := s.DeleteAsset(ctx, a.ID, model.User{}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

func TestAssetAttachmentsMerge(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		if err := s.AddFiles(ctx, []store.File{
			{Name: "a.png", OriginalName: "fachada.png", Mimetype: "image/png", Size: 10, Image: true, Category: "outros", UploadedBy: u.ID},
			{Name: "b.pdf", OriginalName: "escritura.pdf", Mimetype: "application/pdf", Size: 20, Category: "outros", UploadedBy: u.ID},
			{Name: "c.pdf", OriginalName: "planta.pdf", Mimetype: "application/pdf", Size: 30, Category: "outros", UploadedBy: u.ID},
		}); err != nil {
			t.Fatal(err)
		}
		a, err := s.CreateAsset(ctx, model.Asset{Description: "Casa", Type: model.AssetRealEstate, AcquisitionValue: 100, CurrentValue: 100,
			AcquisitionDate: date("2024-01-01"), Attachments: []model.AssetAttachment{{FileName: "a.png", Category: "outros"}, {FileName: "b.pdf", Category: "escritura"}}}, u)
		if err != nil || len(a.Attachments) != 2 || !a.Attachments[0].Image || a.Attachments[1].OriginalName != "escritura.pdf" || a.Attachments[1].Size != 20 {
			t.Fatalf("create with attachments: %+v %v", a.Attachments, err)
		}
		// A create answers the asset as stored, without reading it again: the same as a read by id.
		bank := mustAccount(t, s, u, "Banco", model.AccountChecking, 0, "2024-01-01")
		paid, err := s.CreateAsset(ctx, model.Asset{Description: "Sala", Type: model.AssetRealEstate, AcquisitionValue: 300, CurrentValue: 350,
			AcquisitionDate: date("2024-02-01"), AccountID: &bank.ID, Attachments: []model.AssetAttachment{{FileName: "c.pdf", Category: "outros"}}}, u)
		if err != nil {
			t.Fatal(err)
		}
		for _, created := range []model.Asset{a, paid} {
			if read, err := s.AssetByID(ctx, created.ID); err != nil || !reflect.DeepEqual(read, created) {
				t.Fatalf("created %+v\nread    %+v (%v)", created, read, err)
			}
		}
		a.Attachments = []model.AssetAttachment{{FileName: "b.pdf", Category: "contrato"}, {FileName: "c.pdf", Category: "projeto_arquitetura"}}
		a, err = s.UpdateAsset(ctx, a, true, u)
		if err != nil || len(a.Attachments) != 2 || a.Attachments[0].FileName != "b.pdf" || a.Attachments[0].Category != "contrato" || a.Attachments[1].FileName != "c.pdf" {
			t.Fatalf("merged attachments: %+v %v", a.Attachments, err)
		}
		if h := history(t, s, a.ID); h[0].Reason != "Campos alterados: anexos" {
			t.Fatalf("attachment change not in history: %+v", h[0])
		}
		a.Attachments = append(a.Attachments, model.AssetAttachment{FileName: "nao-existe.pdf", Category: "outros"})
		a.Description = "Casa nova"
		if _, err := s.UpdateAsset(ctx, a, true, u); !errors.Is(err, store.ErrUnknownFile) {
			t.Fatalf("unknown file: %v", err)
		}
		got, _ := s.AssetByID(ctx, a.ID)
		if got.Description != "Casa" || len(got.Attachments) != 2 {
			t.Fatalf("a failed update left changes: %+v", got)
		}
	})
}

func TestAssetExchangeAndRelated(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		orig := mustAsset(t, s, u, "Fazenda", model.AssetRealEstate, 100000000, 150000000, "2010-01-01")
		x := model.AssetExchange{ExchangeDate: date("2026-03-01"), Notes: "Permuta com a construtora", NewAssets: []model.Asset{
			{Description: "Apartamento A", Type: model.AssetRealEstate, AcquisitionValue: 70000010, CurrentValue: 70000010, AcquisitionDate: date("2026-03-01")},
			{Description: "Apartamento B", Type: model.AssetRealEstate, AcquisitionValue: 80000020, CurrentValue: 80000020, AcquisitionDate: date("2026-03-01")},
		}}
		got, created, err := s.ExchangeAsset(ctx, orig.ID, x, u)
		if err != nil || got.Status != model.AssetExchanged || len(created) != 2 {
			t.Fatalf("exchange: %+v %v %v", got, created, err)
		}
		h := history(t, s, orig.ID)
		if h[0].Type != "exchange" || h[0].Amount != 150000030 || *h[0].PreviousValue != 150000000 || *h[0].NewValue != 0 || h[0].Date.String() != "2026-03-01" {
			t.Fatalf("exchange entry %+v", h[0])
		}
		newA, _ := s.AssetByID(ctx, created[0])
		if newA.ParentAssetID != orig.ID || newA.Status != model.AssetActive {
			t.Fatalf("new asset %+v", newA)
		}
		if nh := history(t, s, created[0]); len(nh) != 1 || nh[0].Description != "Ativo recebido em permuta" || nh[0].Reason != "Permuta de Fazenda" {
			t.Fatalf("new asset history %+v", nh)
		}

		rel, err := s.RelatedAssets(ctx, orig.ID)
		if err != nil || len(rel) != 2 || rel[0].Relation != store.RelationCreatedInExchange || rel[1].Description != "Apartamento B" {
			t.Fatalf("related of the original: %+v %v", rel, err)
		}
		rel, _ = s.RelatedAssets(ctx, created[1])
		if len(rel) != 2 || rel[0].ID != orig.ID || rel[0].Relation != store.RelationOriginal || rel[1].ID != created[0] || rel[1].Relation != store.RelationSibling {
			t.Fatalf("related of a new asset: %+v", rel)
		}
		if _, _, err := s.ExchangeAsset(ctx, orig.ID, x, u); !errors.Is(err, store.ErrAssetNotActive) {
			t.Fatalf("second exchange: %v", err)
		}
		if _, err := s.RelatedAssets(ctx, 99999); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("related of a missing asset: %v", err)
		}
	})
}

// A sale or an exchange that fails half-way leaves nothing behind: the asset keeps its status and no history,
// sale or new asset remains.
func TestAssetSaleAndExchangeRollBack(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleUser)
		a := mustAsset(t, s, u, "Galpão", model.AssetOther, 500, 500, "2024-01-01")
		before := len(history(t, s, a.ID))

		// The second new asset breaks the type constraint after the original was marked exchanged and the first
		// new asset was stored.
		_, _, err := s.ExchangeAsset(ctx, a.ID, model.AssetExchange{ExchangeDate: date("2026-01-01"), NewAssets: []model.Asset{
			{Description: "Terreno", Type: model.AssetRealEstate, AcquisitionValue: 100, CurrentValue: 100, AcquisitionDate: date("2026-01-01")},
			{Description: "Barco", Type: "boat", AcquisitionValue: 100, CurrentValue: 100, AcquisitionDate: date("2026-01-01")},
		}}, u)
		if err == nil {
			t.Fatal("exchange with an invalid new asset succeeded")
		}
		// The payment method breaks the sales table's constraint after the status and the history were written.
		if _, err := s.SellAsset(ctx, a.ID, model.AssetSale{SaleDate: date("2026-01-01"), SaleValue: 900, BuyerName: "Caio", PaymentMethod: "barter"}, u); err == nil {
			t.Fatal("sale with an invalid payment method succeeded")
		}

		got, _ := s.AssetByID(ctx, a.ID)
		if got.Status != model.AssetActive || got.Sale != nil {
			t.Fatalf("asset changed by failed operations: %+v", got)
		}
		if n := len(history(t, s, a.ID)); n != before {
			t.Fatalf("history grew from %d to %d", before, n)
		}
		_, sum, _ := s.ListAssets(ctx, store.AssetFilter{Page: 1, PageSize: 50})
		if sum.Count != 1 {
			t.Fatalf("a failed exchange left %d assets", sum.Count)
		}
		if rel, _ := s.RelatedAssets(ctx, a.ID); len(rel) != 0 {
			t.Fatalf("related after failure: %+v", rel)
		}
	})
}

// TestSearchTotalsSummedOnceAfterAWrite: the requests of a search that come together after a write share one sum
// (issue 41: each summing for itself, a writer took the search's rate to a twentieth); a write moves the stamp and
// the next request sums again; a sum that failed is not remembered.
func TestSearchTotalsSummedOnceAfterAWrite(t *testing.T) {
	t.Parallel()
	dbtest.Each(t, func(t *testing.T, db *database.DB) {
		s, _ := newStore(t, db)
		u := mustUser(t, s, "Ana", "ana@exemplo.com.br", model.RoleAdmin)
		var sums atomic.Int32
		release := make(chan struct{})
		slow := func() (store.AssetSummary, error) {
			sums.Add(1)
			<-release
			return store.AssetSummary{Count: 7}, nil
		}
		var wg sync.WaitGroup
		got := make(chan store.AssetSummary, 8)
		for range 8 {
			wg.Go(func() {
				sum, err := store.SearchTotals(ctx, s, "campinas", slow)
				if err != nil {
					t.Error(err)
				}
				got <- sum
			})
		}
		for sums.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(20 * time.Millisecond) // the other seven arrive while the first sums
		close(release)
		wg.Wait()
		close(got)
		for sum := range got {
			if sum.Count != 7 {
				t.Fatalf("a request answered %+v", sum)
			}
		}
		if n := sums.Load(); n != 1 {
			t.Fatalf("8 requests of one search summed %d times, want 1", n)
		}

		mustAsset(t, s, u, "Sala em Campinas", model.AssetRealEstate, 100, 100, "2024-01-15")
		if _, err := store.SearchTotals(ctx, s, "campinas", slow); err != nil || sums.Load() != 2 {
			t.Fatalf("after a write: %d sums, %v; want the search summed again", sums.Load(), err)
		}
		if _, err := store.SearchTotals(ctx, s, "campinas", slow); err != nil || sums.Load() != 2 {
			t.Fatalf("asked again: %d sums, %v; want the remembered totals", sums.Load(), err)
		}

		broken := errors.New("the client left")
		if _, err := store.SearchTotals(ctx, s, "praia", func() (store.AssetSummary, error) { return store.AssetSummary{}, broken }); !errors.Is(err, broken) {
			t.Fatalf("a failed sum: %v", err)
		}
		if sum, err := store.SearchTotals(ctx, s, "praia", slow); err != nil || sum.Count != 7 || sums.Load() != 3 {
			t.Fatalf("after a failed sum: %+v %v, %d sums; want a new sum", sum, err, sums.Load())
		}
	})
}
