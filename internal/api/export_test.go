package api

// RoutePatterns lists the route table's patterns ("GET /api/assets/{id}"), in order, for the contract tests.
func RoutePatterns() []string {
	s := &Server{}
	var patterns []string
	for _, rt := range s.routeTable() {
		patterns = append(patterns, rt.pattern)
	}
	return patterns
}

// SetMaxExportRows lowers the row cap of the list exports for a test and returns what puts it back.
func SetMaxExportRows(n int) func() {
	old := maxExportRows
	maxExportRows = n
	return func() { maxExportRows = old }
}
