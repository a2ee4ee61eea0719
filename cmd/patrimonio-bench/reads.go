package main

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"
)

// readPaths are the reads of issue 41's million assets: list pages shallow and deep, in the default order and
// sorted, with filters; the word search, its first page and a page between the 10th and the 30th; the dashboard.
// A deep page is drawn at random from its range on every request (%d in the path), so that no request finds the
// rows of the one before it remembered (a person paging through goes one page on, which the server remembers).
// Each has its p95 budget.
var readPaths = []struct {
	name, path string
	pages      [2]int // the range of a %d page, or none
	budget     time.Duration
}{
	{"ativos: página 1", "/api/assets?pageSize=50", [2]int{}, 25 * time.Millisecond},
	{"ativos: página 1 com tipo, status e o resumo", "/api/assets?pageSize=50&type=real_estate&status=active", [2]int{}, 25 * time.Millisecond},
	{"ativos: página 100 a 200 por valor atual", "/api/assets?pageSize=50&page=%d&sort=-currentValue", [2]int{100, 200}, 25 * time.Millisecond},
	{"ativos: página 4000 a 6000 por valor atual", "/api/assets?pageSize=50&page=%d&sort=-currentValue", [2]int{4000, 6000}, 25 * time.Millisecond},
	{"ativos: página 7000 a 9000, mais recentes", "/api/assets?pageSize=50&page=%d", [2]int{7000, 9000}, 25 * time.Millisecond},
	{"ativos: tipo e status por valor, página 1000 a 3000", "/api/assets?pageSize=50&page=%d&type=real_estate&status=active&sort=-currentValue", [2]int{1000, 3000}, 25 * time.Millisecond},
	{"ativos: busca por palavra", "/api/assets?pageSize=50&q=campinas", [2]int{}, 25 * time.Millisecond},
	{"ativos: busca por palavra, página 10 a 30", "/api/assets?pageSize=50&page=%d&q=apartamento", [2]int{10, 30}, 25 * time.Millisecond},
	{"dashboard", "/api/dashboard", [2]int{}, 100 * time.Millisecond},
}

// readsAtOneAndMany times each read n times from one client, then n times from workers clients at once, each
// against its budget. It writes nothing, so a kept data set stays as it was generated.
func readsAtOneAndMany(c *client, n, workers int, missed *bool) error {
	for _, m := range readPaths {
		path := func() string {
			if m.pages[1] == 0 {
				return m.path
			}
			return fmt.Sprintf(m.path, m.pages[0]+rand.IntN(m.pages[1]-m.pages[0]+1))
		}
		// Warm-up: the first read of a path may fill what the server remembers of it (the search's totals).
		for range 3 {
			p := path()
			if status, err := c.get(p); err != nil || status != http.StatusOK {
				return fmt.Errorf("GET %s: %d %w", p, status, err)
			}
		}
		for _, clients := range []int{1, workers} {
			times, err := timeConcurrently(c, path, n, clients)
			if err != nil {
				return err
			}
			report(fmt.Sprintf("%s (%d cliente%s)", m.name, clients, map[bool]string{true: "s"}[clients > 1]), times, m.budget, missed)
		}
	}
	return nil
}

// timeConcurrently reads path() n times from clients at once and returns each request's time.
func timeConcurrently(c *client, path func() string, n, clients int) ([]time.Duration, error) {
	times := make([]time.Duration, 0, n)
	var mu sync.Mutex
	var failed error
	var wg sync.WaitGroup
	for w := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range n/clients + min(1, max(0, n%clients-w)) {
				p := path()
				start := time.Now()
				status, err := c.get(p)
				took := time.Since(start)
				mu.Lock()
				if err != nil || status != http.StatusOK {
					failed = fmt.Errorf("GET %s: %d %w", p, status, err)
				}
				times = append(times, took)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return times, failed
}
