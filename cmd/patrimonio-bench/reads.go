package main

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// readPaths are the reads of issue 41's million assets: list pages shallow and deep, in the default order and
// sorted, with filters; the word search; the dashboard. Each has its p95 budget.
var readPaths = []struct {
	name, path string
	budget     time.Duration
}{
	{"ativos: página 1", "/api/assets?pageSize=50", 25 * time.Millisecond},
	{"ativos: página 1 com tipo, status e o resumo", "/api/assets?pageSize=50&type=real_estate&status=active", 25 * time.Millisecond},
	{"ativos: página 100 por valor atual", "/api/assets?pageSize=50&page=100&sort=-currentValue", 25 * time.Millisecond},
	{"ativos: página 5000 por valor atual", "/api/assets?pageSize=50&page=5000&sort=-currentValue", 25 * time.Millisecond},
	{"ativos: página 8000, mais recentes", "/api/assets?pageSize=50&page=8000", 25 * time.Millisecond},
	{"ativos: tipo e status por valor, página 2000", "/api/assets?pageSize=50&page=2000&type=real_estate&status=active&sort=-currentValue", 25 * time.Millisecond},
	{"ativos: busca por palavra", "/api/assets?pageSize=50&q=campinas", 25 * time.Millisecond},
	{"ativos: busca por palavra, página 20", "/api/assets?pageSize=50&page=20&q=apartamento", 25 * time.Millisecond},
	{"dashboard", "/api/dashboard", 100 * time.Millisecond},
}

// readsAtOneAndMany times each read n times from one client, then n times from workers clients at once, each
// against its budget. It writes nothing, so a kept data set stays as it was generated.
func readsAtOneAndMany(c *client, n, workers int, missed *bool) error {
	for _, m := range readPaths {
		// Warm-up: the first read of a path may fill what the server remembers of it.
		for range 3 {
			if status, err := c.get(m.path); err != nil || status != http.StatusOK {
				return fmt.Errorf("GET %s: %d %w", m.path, status, err)
			}
		}
		for _, clients := range []int{1, workers} {
			times, err := timeConcurrently(c, m.path, n, clients)
			if err != nil {
				return err
			}
			report(fmt.Sprintf("%s (%d cliente%s)", m.name, clients, map[bool]string{true: "s"}[clients > 1]), times, m.budget, missed)
		}
	}
	return nil
}

// timeConcurrently reads path n times from clients at once and returns each request's time.
func timeConcurrently(c *client, path string, n, clients int) ([]time.Duration, error) {
	times := make([]time.Duration, 0, n)
	var mu sync.Mutex
	var failed error
	var wg sync.WaitGroup
	for w := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range n/clients + min(1, max(0, n%clients-w)) {
				start := time.Now()
				status, err := c.get(path)
				took := time.Since(start)
				mu.Lock()
				if err != nil || status != http.StatusOK {
					failed = fmt.Errorf("GET %s: %d %w", path, status, err)
				}
				times = append(times, took)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return times, failed
}
