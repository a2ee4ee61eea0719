package store_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// ledgerSources are the tables the journal and the positions are read from: a write to one of them changes what
// the ledger must say.
var ledgerSources = regexp.MustCompile(`(?is)\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(assets|asset_transactions|asset_sales|` +
	`asset_improvements|vehicles|vehicle_costs|debts|debt_history|debt_payments|debt_renegotiations|accounts|` +
	`account_movements|receivables|receivable_installments|receivable_receipts|obligation_payments|ledger_adjustments|` +
	`event_counterparts)\b(\s+SET\s+(\w+)\s*=\s*(\w+))?`)

// notInTheBooks are the writes to the ledger's tables that change nothing the ledger reads, and why.
var notInTheBooks = map[string]string{
	"SetFipeValues": "a vehicle's FIPE reference is shown beside its cost, never posted",
}

// TestLedgerWritesGoThroughTheHook: every function of the store that writes a table the ledger reads — by its own
// SQL or through the functions it calls — runs inside inLedgerTx (or ledgerTx), which posts the journal and notes
// the positions' change as the transaction ends, or is handed the write's *ledgerWrite by a function that does.
// A write added outside the hook fails here, by name, instead of leaving the books behind the records.
func TestLedgerWritesGoThroughTheHook(t *testing.T) {
	funcs := readStoreFuncs(t)
	if len(funcs) < 300 {
		t.Fatalf("read %d functions of the store: the test no longer reads what it checks", len(funcs))
	}
	callers := map[string][]string{}
	for name, f := range funcs {
		for callee := range f.calls {
			callers[callee] = append(callers[callee], name)
		}
	}
	// covered: the function runs inside the hook, or only ever from functions that do.
	covered := map[string]bool{}
	for name, f := range funcs {
		covered[name] = f.hook
	}
	for changed := true; changed; {
		changed = false
		for name, f := range funcs {
			from := callers[name]
			if covered[name] || f.exported || len(from) == 0 {
				continue
			}
			if !slices.ContainsFunc(from, func(c string) bool { return !covered[c] }) {
				covered[name], changed = true, true
			}
		}
	}
	// exposed: the function changes a ledger source outside the hook, itself or through an exposed callee.
	exposed := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for name, f := range funcs {
			if exposed[name] || covered[name] || notInTheBooks[name] != "" {
				continue
			}
			if f.writesSQL || slices.ContainsFunc(slices.Collect(maps.Keys(f.calls)), func(c string) bool { return exposed[c] }) {
				exposed[name], changed = true, true
			}
		}
	}
	checked := 0
	for _, name := range slices.Sorted(maps.Keys(funcs)) {
		if funcs[name].writesSQL {
			checked++
		}
		if exposed[name] {
			t.Errorf("%s (%s) writes a table the ledger reads outside inLedgerTx: run it in the hook and tell the ledgerWrite what it changed",
				name, funcs[name].pos)
		}
	}
	if checked < 40 {
		t.Fatalf("found %d functions that write the ledger's tables: the test no longer finds them", checked)
	}
}

// storeFunc is what TestLedgerWritesGoThroughTheHook needs of a function of the store.
type storeFunc struct {
	pos       string
	exported  bool
	hook      bool            // calls inLedgerTx or ledgerTx, or is handed a *ledgerWrite
	writesSQL bool            // its SQL inserts, updates or deletes a ledger source (a row lock aside)
	calls     map[string]bool // the names it calls
}

// readStoreFuncs parses the store's code (tests aside) into its functions by name (methods by their own name:
// the store's names do not repeat across types where it matters here).
func readStoreFuncs(t *testing.T) map[string]*storeFunc {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]*storeFunc{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			f := &storeFunc{pos: fset.Position(fn.Pos()).String(), exported: fn.Name.IsExported(), calls: map[string]bool{}}
			for _, field := range fn.Type.Params.List {
				if star, ok := field.Type.(*ast.StarExpr); ok && isIdent(star.X, "ledgerWrite") {
					f.hook = true
				}
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					switch fun := n.Fun.(type) {
					case *ast.Ident:
						f.calls[fun.Name] = true
					case *ast.SelectorExpr:
						f.calls[fun.Sel.Name] = true
						if fun.Sel.Name == "inLedgerTx" || fun.Sel.Name == "ledgerTx" {
							f.hook = true
						}
					}
				case *ast.BasicLit:
					if n.Kind == token.STRING {
						for _, m := range ledgerSources.FindAllStringSubmatch(n.Value, -1) {
							if !strings.EqualFold(m[4], "id") || m[4] != m[5] { // "UPDATE x SET id = id" only locks
								f.writesSQL = true
							}
						}
					}
				}
				return true
			})
			name := fn.Name.Name
			if fn.Recv != nil && !isStoreMethod(fn) {
				name = recvName(fn) + "." + name // a method of a helper type calls by its own name too, kept apart
			}
			funcs[name] = f
		}
	}
	return funcs
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func recvName(fn *ast.FuncDecl) string {
	e := fn.Recv.List[0].Type
	if star, ok := e.(*ast.StarExpr); ok {
		e = star.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

func isStoreMethod(fn *ast.FuncDecl) bool { return recvName(fn) == "Store" }
