// Package demo fills an empty database with a realistic Brazilian data set — assets, vehicles, debts and a year
// of their history — for a person trying the product, and with large sets for the benchmarks.
//
// The realistic set goes through the store's own functions with the store clock set to each event's moment, so
// every history row carries the day it happened, exactly as if people had used the app during the year. It is
// deterministic (a fixed seed) and relative to the day it runs, so it always looks current.
package demo

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"patrimonio/internal/model"
	"patrimonio/internal/store"
)

// ErrNotEmpty is returned when the database already holds assets, vehicles or debts.
var ErrNotEmpty = errors.New("o banco de dados já tem ativos, veículos ou dívidas: os dados de demonstração só são gerados num banco vazio")

// zone is the business's calendar (the store's days are São Paulo days too).
var zone = mustLoadLocation("America/Sao_Paulo")

func mustLoadLocation(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// Counts is what a generation stored.
type Counts struct{ Assets, Vehicles, Debts int }

// CheckEmpty returns ErrNotEmpty when the store holds any asset, vehicle or debt.
func CheckEmpty(ctx context.Context, st *store.Store) error {
	_, assets, err := st.ListAssets(ctx, store.AssetFilter{Page: 1, PageSize: 1})
	if err != nil {
		return err
	}
	_, vehicles, err := st.ListVehicles(ctx, store.VehicleFilter{Page: 1, PageSize: 1})
	if err != nil {
		return err
	}
	_, debts, err := st.ListDebts(ctx, store.DebtFilter{Page: 1, PageSize: 1})
	if err != nil {
		return err
	}
	if assets.Count+vehicles.Total+debts.Count > 0 {
		return ErrNotEmpty
	}
	return nil
}

// event is one change made on a past moment.
type event struct {
	at time.Time
	do func(ctx context.Context, st *store.Store) error
}

// timeline collects the year's events, then plays them in time order.
type timeline struct {
	rng    *rand.Rand
	now    time.Time // in zone
	today  time.Time // midnight of today in zone
	by     model.User
	events []event
	// accounts are the ids of the demo's accounts (demoAccounts' order), set when their events run.
	accounts []*int64
}

func newTimeline(now time.Time, by model.User) *timeline {
	now = now.In(zone)
	y, m, d := now.Date()
	return &timeline{rng: rand.New(rand.NewPCG(2024, 7)), now: now, today: time.Date(y, m, d, 0, 0, 0, 0, zone), by: by}
}

// at returns a moment of working hours (9:00–17:59 in São Paulo) daysAgo days before today. daysAgo ≥ 1, so
// every event is in the past and its calendar day is the same in São Paulo and in UTC.
func (t *timeline) at(daysAgo int) time.Time {
	if daysAgo < 1 {
		daysAgo = 1
	}
	minutes := 9*60 + t.rng.IntN(9*60)
	return t.today.AddDate(0, 0, -daysAgo).Add(time.Duration(minutes) * time.Minute)
}

// date is the calendar day daysAgo days before today (negative for a future day).
func (t *timeline) date(daysAgo int) model.Date {
	return model.DateOf(t.today.AddDate(0, 0, -daysAgo))
}

func (t *timeline) add(at time.Time, do func(ctx context.Context, st *store.Store) error) {
	t.events = append(t.events, event{at: at, do: do})
}

// between returns a day count in [lo, hi]; lo when the range is empty.
func (t *timeline) between(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + t.rng.IntN(hi-lo+1)
}

// percent returns a factor 1 + p/100 for p drawn in [lo, hi].
func (t *timeline) percent(lo, hi float64) float64 { return 1 + (lo+t.rng.Float64()*(hi-lo))/100 }

// play runs the events oldest first, each with the store clock at its moment.
func (t *timeline) play(ctx context.Context, st *store.Store) error {
	sort.SliceStable(t.events, func(i, j int) bool { return t.events[i].at.Before(t.events[j].at) })
	for _, e := range t.events {
		at := e.at
		if err := e.do(ctx, st.WithClock(func() time.Time { return at })); err != nil {
			return fmt.Errorf("demo event of %s: %w", at.Format(time.DateTime), err)
		}
	}
	return nil
}

// reais rounds a value in reais to a step (in reais) and returns it in centavos.
func reais(v float64, step int64) model.Money {
	r := int64(v/float64(step)+0.5) * step
	if r < step {
		r = step
	}
	return model.Money(r * 100)
}

// Seed fills the store with the realistic set: 30 assets, 40 vehicles, 15 debts of each category and their
// history over the last 12 months (and some older holdings), every change attributed to by. The money goes
// through four accounts at real banks: the sales are received into them, the vehicles are bought from one, the
// loans of the year enter one and every debt is paid from it, the rents come in monthly, and one asset is sold in
// installments whose receipts enter as they fall due. What the business held and owed in its first week is its
// opening balance; the larger assets of the year were brought in by the owners, the bills of the year are expenses
// to pay: every change of the net worth over the year has a named cause. It refuses a database that already holds
// assets, vehicles or debts.
func Seed(ctx context.Context, st *store.Store, by model.User, now time.Time) (Counts, error) {
	if err := CheckEmpty(ctx, st); err != nil {
		return Counts{}, err
	}
	t := newTimeline(now, by)
	if err := st.SetLedgerOpeningDate(ctx, t.date(settled), model.User{}); err != nil {
		return Counts{}, err
	}
	t.planAccounts()
	c := Counts{Assets: t.planAssets(), Vehicles: t.planVehicles(), Debts: t.planDebts()}
	if err := t.play(ctx, st); err != nil {
		return Counts{}, err
	}
	return c, nil
}
