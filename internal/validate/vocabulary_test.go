package validate

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var updateVocabulary = flag.Bool("update", false, "rewrite web/src/lib/vocabulary.json from Vocabulary")

const vocabularyPath = "../../web/src/lib/vocabulary.json"

// TestVocabularyExportMatches keeps the web app's copy of the shared words identical to the server's. Run
// `make generate` (or `go test ./internal/validate -run TestVocabularyExportMatches -update`) after changing a
// message or a label.
func TestVocabularyExportMatches(t *testing.T) {
	want, err := json.MarshalIndent(Vocabulary(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if *updateVocabulary {
		if err := os.WriteFile(vocabularyPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(vocabularyPath)
	if err != nil {
		t.Fatalf("read %s: %v", vocabularyPath, err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s has drifted from the server's vocabulary; run `make generate`", vocabularyPath)
	}
}

// TestVocabularyIsComplete checks that every label is named, and that the web app gets every message: each Msg
// constant of this package is exported, and no validator writes a message that is not one of them.
func TestVocabularyIsComplete(t *testing.T) {
	v := Vocabulary()
	for kind, l := range v.Labels {
		if len(l) == 0 {
			t.Errorf("labels %s: empty", kind)
		}
		for _, e := range l {
			if e.Value == "" {
				t.Errorf("labels %s: %q has no pt-BR name", kind, e.Key)
			}
		}
	}
	exported := map[string]bool{}
	for _, form := range v.Messages {
		for _, msg := range form {
			exported[msg] = true
		}
	}

	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec: // const MsgX = "…"
				for i, id := range n.Names {
					if strings.HasPrefix(id.Name, "Msg") && i < len(n.Values) {
						if lit, ok := n.Values[i].(*ast.BasicLit); ok {
							if s, _ := strconv.Unquote(lit.Value); !exported[s] {
								t.Errorf("%s: %s is not in messages()", fset.Position(id.Pos()), id.Name)
							}
						}
					}
				}
			case *ast.CallExpr: // e.add(field, "…") and requiredDate(e, field, d, "…")
				if len(n.Args) == 0 {
					return true
				}
				if lit, ok := n.Args[len(n.Args)-1].(*ast.BasicLit); ok && lit.Kind == token.STRING && isMessageCall(n) {
					t.Errorf("%s: a message written in place; make it a Msg constant in messages.go", fset.Position(lit.Pos()))
				}
			}
			return true
		})
	}
}

// isMessageCall reports whether call is e.add(…) or requiredDate(…), whose last argument is a message.
func isMessageCall(call *ast.CallExpr) bool {
	switch fn := call.Fun.(type) {
	case *ast.SelectorExpr:
		return fn.Sel.Name == "add"
	case *ast.Ident:
		return fn.Name == "requiredDate" || fn.Name == "vehicleText"
	}
	return false
}

func TestFill(t *testing.T) {
	if got := fill(MsgVehicleYearRange, map[string]int{"min": 1900, "max": 2027}); got != "Ano deve estar entre 1900 e 2027" {
		t.Fatalf("fill: %q", got)
	}
}
