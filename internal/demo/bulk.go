package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"patrimonio/internal/database"
	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// Size asks Bulk for a large generated set.
type Size struct{ Assets, Vehicles, Debts int }

// batch is how many records one transaction writes; rowsPerInsert how many rows one INSERT carries (below
// SQLite's and PostgreSQL's limits on bound parameters).
const (
	batch         = 5000
	rowsPerInsert = 250
)

// Bulk fills an empty database with size records of each kind for the benchmarks, in batched transactions of
// multi-row inserts that bypass the store's one-record transactions but write what the store writes: the
// records, their searchable text and their dated history (creation, a valuation or amortisation, a sale or a
// payment over the last 12 months), attributed to by.
func Bulk(ctx context.Context, db *database.DB, st *store.Store, by model.User, now time.Time, size Size) (Counts, error) {
	if err := CheckEmpty(ctx, st); err != nil {
		return Counts{}, err
	}
	g := &bulk{db: db, by: by, rng: rand.New(rand.NewPCG(2024, 8)), now: now.UTC().Truncate(time.Microsecond)}
	y, m, d := now.In(zone).Date()
	g.today = time.Date(y, m, d, 0, 0, 0, 0, zone)
	for _, step := range []struct {
		n    int
		fill func(ctx context.Context, tx *database.Tx, first, n int) error
	}{{size.Assets, g.assets}, {size.Vehicles, g.vehicles}, {size.Debts, g.debts}} {
		for first := 0; first < step.n; first += batch {
			n := min(batch, step.n-first)
			if err := db.InTx(ctx, func(tx *database.Tx) error {
				if err := step.fill(ctx, tx, first, n); err != nil {
					return err
				}
				// The batch bypasses the store: a running server's remembered past positions must all go.
				return store.NoteLedgerChange(ctx, tx, model.Date{})
			}); err != nil {
				return Counts{}, err
			}
		}
	}
	// The batches write no sort keys: the store computes them as it does after a migration.
	if _, err := st.FillSortKeys(ctx); err != nil {
		return Counts{}, err
	}
	// Nor do they post the journal: every record is posted now, as an upgrade does.
	if _, err := st.RepostJournal(ctx); err != nil {
		return Counts{}, err
	}
	// The planners choose their indexes by the tables' statistics, which a load this large changes; PostgreSQL's
	// index-only scans also need its visibility map, which VACUUM writes.
	analyze := "ANALYZE"
	if db.Dialect == database.Postgres {
		analyze = "VACUUM ANALYZE"
	}
	if _, err := db.ExecContext(ctx, analyze); err != nil {
		return Counts{}, fmt.Errorf("analyze: %w", err)
	}
	// Each batch left a segment of its own in SQLite's trigram index, and later writes would merge them into each
	// other by the megabyte (creates after a start waited up to a second for it); FTS5's optimize leaves one.
	if db.Dialect == database.SQLite {
		if _, err := db.ExecContext(ctx, "INSERT INTO assets_search (assets_search) VALUES ('optimize')"); err != nil {
			return Counts{}, fmt.Errorf("optimize the search index: %w", err)
		}
	}
	// PostgreSQL kept a version of the asset totals' row for every asset loaded: the dozen rows would stay spread
	// over thousands of pages, which every total of the unfiltered list reads.
	if db.Dialect == database.Postgres {
		if _, err := db.ExecContext(ctx, "VACUUM FULL asset_totals"); err != nil {
			return Counts{}, fmt.Errorf("compact the asset totals: %w", err)
		}
	}
	return Counts(size), nil
}

type bulk struct {
	db    *database.DB
	by    model.User
	rng   *rand.Rand
	now   time.Time
	today time.Time // midnight in São Paulo
}

// day returns the calendar day and a working-hours moment daysAgo days before today.
func (g *bulk) day(daysAgo int) (model.Date, time.Time) {
	d := g.today.AddDate(0, 0, -max(1, daysAgo))
	return model.DateOf(d), d.Add(time.Duration(9*60+g.rng.IntN(540)) * time.Minute).UTC()
}

// insert writes rows into table with multi-row INSERTs and returns the ids they got, in order. The writer
// holds the database inside the batch's transaction (SQLite) and the generator runs alone on an empty
// database, so the new ids are the ones above the largest before the insert.
func insert(ctx context.Context, tx *database.Tx, table string, columns []string, rows [][]any, wantIDs bool) ([]int64, error) {
	var last int64
	if wantIDs {
		if err := tx.QueryRowContext(ctx, "SELECT COALESCE(MAX(id), 0) FROM "+table).Scan(&last); err != nil {
			return nil, fmt.Errorf("bulk %s: %w", table, err)
		}
	}
	tuple := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(columns)), ", ") + ")"
	for start := 0; start < len(rows); start += rowsPerInsert {
		chunk := rows[start:min(len(rows), start+rowsPerInsert)]
		tuples := make([]string, len(chunk))
		args := make([]any, 0, len(chunk)*len(columns))
		for i, r := range chunk {
			tuples[i] = tuple
			args = append(args, r...)
		}
		query := "INSERT INTO " + table + " (" + strings.Join(columns, ", ") + ") VALUES " + strings.Join(tuples, ", ")
		if _, err := tx.ExecContext(ctx, query, args...); err != nil {
			return nil, fmt.Errorf("bulk %s: %w", table, err)
		}
	}
	if !wantIDs {
		return nil, nil
	}
	ids := make([]int64, 0, len(rows))
	res, err := tx.QueryContext(ctx, "SELECT id FROM "+table+" WHERE id > ? ORDER BY id", last)
	if err != nil {
		return nil, fmt.Errorf("bulk %s ids: %w", table, err)
	}
	defer res.Close()
	for res.Next() {
		var id int64
		if err := res.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	if err := res.Err(); err != nil {
		return nil, err
	}
	if len(ids) != len(rows) {
		return nil, fmt.Errorf("bulk %s: %d ids for %d rows", table, len(ids), len(rows))
	}
	return ids, nil
}

var bulkCities = []string{"São Paulo - SP", "Rio de Janeiro - RJ", "Belo Horizonte - MG", "Curitiba - PR", "Porto Alegre - RS",
	"Campinas - SP", "Recife - PE", "Salvador - BA", "Fortaleza - CE", "Goiânia - GO", "Florianópolis - SC", "Brasília - DF"}

var bulkEstates = []string{"Sala comercial", "Apartamento", "Loja", "Galpão", "Casa", "Terreno"}
var bulkOthers = []string{"Torno CNC", "Empilhadeira", "Gerador", "Compressor de ar", "Servidor", "Participação societária"}

func (g *bulk) assets(ctx context.Context, tx *database.Tx, first, n int) error {
	type planned struct {
		kind, status           string
		acquired, current      model.Money
		acqDate, valuationDate model.Date
		valuationAt            time.Time
		sold                   bool
		soldDate               model.Date
		soldAt                 time.Time
	}
	plans := make([]planned, n)
	rows := make([][]any, n)
	for i := range n {
		k := first + i
		city := bulkCities[k%len(bulkCities)]
		p := planned{kind: model.AssetRealEstate, status: model.AssetActive}
		var desc string
		details := model.AssetDetails{}
		switch r := g.rng.IntN(100); {
		case r < 55:
			desc = fmt.Sprintf("%s %d em %s", bulkEstates[k%len(bulkEstates)], k+1, city)
			details.Address = fmt.Sprintf("Rua %d, %d - Centro, %s", 1+k%400, 10+k%2000, city)
			details.RegistrationNumber = fmt.Sprintf("Matrícula %d", 10_000+k)
			details.Area = ptr(float64(40 + g.rng.IntN(2000)))
		case r < 90:
			p.kind = model.AssetOther
			desc = fmt.Sprintf("%s %d - unidade %s", bulkOthers[k%len(bulkOthers)], k+1, city)
		default:
			p.kind = model.AssetVehicle
			m := vehicleModels[k%len(vehicleModels)]
			desc = fmt.Sprintf("%s %s da frota %d", m.make, m.model, k+1)
			details.Brand, details.Model = m.make, m.model
		}
		p.acquired = reais(20_000+g.rng.Float64()*1_500_000, 100)
		p.current = p.acquired
		acqDays := 30 + g.rng.IntN(330)
		registered := acqDays
		if g.rng.IntN(10) < 6 { // held before the year, registered in the app's first weeks
			acqDays, registered = 400+g.rng.IntN(3000), 340+g.rng.IntN(30)
		}
		var createdAt time.Time
		p.acqDate, _ = g.day(acqDays)
		_, createdAt = g.day(registered)
		if g.rng.IntN(2) == 0 { // revalued during the year
			p.current = reais(float64(p.acquired)/100*(0.85+0.3*g.rng.Float64()), 100)
			p.valuationDate, p.valuationAt = g.day(g.rng.IntN(registered))
		}
		switch r := g.rng.IntN(100); {
		case r < 10:
			p.status, p.sold = model.AssetSold, true
			p.soldDate, p.soldAt = g.day(g.rng.IntN(registered))
			if !p.valuationDate.IsZero() && !p.soldAt.After(p.valuationAt) { // sold after its valuation
				p.soldDate, p.soldAt = p.valuationDate, p.valuationAt.Add(time.Minute)
			}
		case r < 18:
			p.status = model.AssetRented
		case r < 24:
			p.status = model.AssetInactive
		}
		plans[i] = p
		detailsJSON, err := json.Marshal(details)
		if err != nil {
			return err
		}
		rows[i] = []any{desc, p.kind, p.status, p.acquired, p.current, p.acqDate, string(detailsJSON),
			model.SearchKey(desc, model.AssetTypeLabel[p.kind], p.kind), g.by.ID, g.by.ID, createdAt, createdAt}
	}
	ids, err := insert(ctx, tx, "assets", []string{"description", "type", "status", "acquisition_value", "current_value",
		"acquisition_date", "details", "search", "created_by", "updated_by", "created_at", "updated_at"}, rows, true)
	if err != nil {
		return err
	}
	var history, sales [][]any
	for i, p := range plans {
		created := rows[i][10]
		history = append(history, []any{ids[i], "other", "Ativo cadastrado", p.acqDate, p.acquired, nil, p.acquired, created})
		if !p.valuationDate.IsZero() {
			history = append(history, []any{ids[i], "valuation_update", "Valor atual atualizado", p.valuationDate, p.current, p.acquired, p.current, p.valuationAt})
		}
		if p.sold {
			price := reais(float64(p.current)/100*1.05, 500)
			history = append(history, []any{ids[i], "sale", "Venda do ativo", p.soldDate, price, p.current, model.Money(0), p.soldAt})
			sales = append(sales, []any{ids[i], p.soldDate, price, "Comprador " + fmt.Sprint(ids[i]), "cash", g.by.ID, p.soldAt})
		}
	}
	for i := range history {
		history[i] = append(history[i], g.by.ID, g.by.Name)
	}
	if _, err := insert(ctx, tx, "asset_transactions", []string{"asset_id", "type", "description", "date", "amount",
		"previous_value", "new_value", "created_at", "user_id", "user_name"}, history, false); err != nil {
		return err
	}
	_, err = insert(ctx, tx, "asset_sales", []string{"asset_id", "sale_date", "sale_value", "buyer_name", "payment_method",
		"created_by", "created_at"}, sales, false)
	return err
}

// bulkPlate is a Mercosul plate (ABC1D23) unique to k: k written in the plate's mixed base.
func bulkPlate(k int) string {
	digit := func() byte { d := byte('0' + k%10); k /= 10; return d }
	letter := func() byte { l := byte('A' + k%26); k /= 26; return l }
	d1, d2, d3, l4 := digit(), digit(), digit(), letter()
	l3, l2, l1 := letter(), letter(), letter()
	return string([]byte{l1, l2, l3, d1, l4, d2, d3})
}

func (g *bulk) vehicles(ctx context.Context, tx *database.Tx, first, n int) error {
	rows := make([][]any, n)
	type sale struct {
		date model.Date
		at   time.Time
	}
	sales := make([]*sale, n)
	for i := range n {
		k := first + i
		m := vehicleModels[k%len(vehicleModels)]
		age := 1 + g.rng.IntN(7)
		price := reais(m.price*(1-0.075*float64(age)), 500)
		asking := reais(float64(price)/100*1.15, 500)
		bought := 2 + g.rng.IntN(400)
		purchase, at := g.day(bought)
		status, soldPrice := string(model.VehicleInStock), asking
		var soldDate any
		switch r := g.rng.IntN(10); {
		case r < 4 && bought > 2:
			d, sat := g.day(g.rng.IntN(bought - 1))
			sales[i] = &sale{d, sat}
			status, soldDate = string(model.VehicleSold), d
		case r < 5:
			status = string(model.VehicleReserved)
		}
		v := model.Vehicle{Make: m.make, Model: m.model, LicensePlate: bulkPlate(k)}
		rows[i] = []any{m.make, m.model, g.today.Year() - age, vehicleColors[k%len(vehicleColors)], v.LicensePlate, status,
			price, soldPrice, purchase, soldDate, model.SearchKey(v.Make, v.Model, v.LicensePlate), g.by.ID, g.by.ID, at, at}
	}
	ids, err := insert(ctx, tx, "vehicles", []string{"make", "model", "year", "color", "license_plate", "status",
		"purchase_price", "selling_price", "purchase_date", "sold_date", "search", "created_by", "updated_by", "created_at", "updated_at"}, rows, true)
	if err != nil {
		return err
	}
	var history [][]any
	for i, r := range rows {
		price := r[6].(model.Money)
		data, _ := json.Marshal(map[string]any{"vehicleData": map[string]any{"make": r[0], "model": r[1], "year": r[2],
			"licensePlate": r[4], "purchasePrice": price}})
		history = append(history, []any{ids[i], model.VehicleActionCreate, r[8], price, model.Money(0), price, string(data), r[13]})
		if s := sales[i]; s != nil {
			sold := r[7].(model.Money)
			data, _ := json.Marshal(map[string]any{"saleData": map[string]any{"sellingPrice": sold, "soldDate": s.date.String(),
				"paymentMethod": "cash", "notes": ""}})
			history = append(history, []any{ids[i], model.VehicleActionSale, s.date, sold, price, model.Money(0), string(data), s.at})
		}
	}
	for i := range history {
		history[i] = append(history[i], g.by.ID, g.by.Name)
	}
	_, err = insert(ctx, tx, "vehicle_history", []string{"vehicle_id", "action", "event_date", "amount", "old_value",
		"new_value", "details", "created_at", "user_id", "user_name"}, history, false)
	return err
}

func (g *bulk) debts(ctx context.Context, tx *database.Tx, first, n int) error {
	rows := make([][]any, n)
	type change struct {
		date          model.Date
		at            time.Time
		before, after model.Money
		status        string
	}
	changes := make([]*change, n)
	for i := range n {
		k := first + i
		cat := debtCategories[k%len(debtCategories)]
		spec := cat.specs[(k/len(debtCategories))%len(cat.specs)]
		original := reais(cat.low+g.rng.Float64()*(cat.high-cat.low), 100)
		installments := cat.installLow + g.rng.IntN(cat.installHi-cat.installLow+1)
		createdDays := 10 + g.rng.IntN(360)
		created, at := g.day(createdDays)
		due, _ := g.day(-30 - g.rng.IntN(700))
		status, current, installment := string(model.DebtActive), original, 1
		switch r := g.rng.IntN(100); {
		case r < 25: // paid during the year
			d, when := g.day(g.rng.IntN(createdDays))
			changes[i] = &change{d, when, original, 0, string(model.DebtPaid)}
			status, current, installment = string(model.DebtPaid), 0, installments
		case r < 40: // overdue: due before today
			due, _ = g.day(1 + g.rng.IntN(createdDays))
		case r < 70 && installments > 1: // amortised
			d, when := g.day(g.rng.IntN(createdDays))
			current = original - original/model.Money(installments)
			installment = 2
			changes[i] = &change{d, when, original, current, status}
		}
		desc := fmt.Sprintf("%s %d", spec.description, k+1)
		rows[i] = []any{spec.creditor, desc, original, current, g.between(cat.rateLow, cat.rateHigh) * int(model.RateScale/100), due, status,
			string(cat.category), spec.payment, installments, installment, model.SearchKey(spec.creditor, desc), g.by.ID, g.by.ID, at, at, created}
	}
	ids, err := insert(ctx, tx, "debts", []string{"creditor_name", "description", "original_amount", "current_amount",
		"monthly_rate", "due_date", "status", "category", "payment_method", "installments", "current_installment", "search",
		"created_by", "updated_by", "created_at", "updated_at"}, trim(rows, 16), true)
	if err != nil {
		return err
	}
	var history [][]any
	active := string(model.DebtActive)
	for i, r := range rows {
		history = append(history, []any{ids[i], string(model.DebtCreated), r[16], r[0], nil, r[2], nil, active, r[14]})
		if c := changes[i]; c != nil {
			history = append(history, []any{ids[i], string(model.DebtUpdated), c.date, r[0], c.before, c.after, active, c.status, c.at})
		}
	}
	for i := range history {
		history[i] = append(history[i], g.by.ID, g.by.Name)
	}
	_, err = insert(ctx, tx, "debt_history", []string{"debt_id", "action", "event_date", "creditor_name", "previous_amount",
		"new_amount", "previous_status", "new_status", "created_at", "user_id", "user_name"}, history, false)
	return err
}

func (g *bulk) between(lo, hi int) int { return lo + g.rng.IntN(hi-lo+1) }

// trim returns the rows cut to their first n values.
func trim(rows [][]any, n int) [][]any {
	out := make([][]any, len(rows))
	for i, r := range rows {
		out[i] = r[:n]
	}
	return out
}
