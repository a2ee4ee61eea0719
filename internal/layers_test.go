package internal_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestEveryPackageHasALayerRule: each package under internal/ is named by the files of a depguard rule in
// .golangci.yml, so a package added without saying what it may import fails here instead of going unfenced.
func TestEveryPackageHasALayerRule(t *testing.T) {
	config, err := os.ReadFile("../.golangci.yml")
	if err != nil {
		t.Fatal(err)
	}
	fenced := map[string]bool{}
	for _, m := range regexp.MustCompile(`"\*\*/internal/([a-z]+)/\*\*"`).FindAllStringSubmatch(string(config), -1) {
		fenced[m[1]] = true
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !fenced[e.Name()] {
			t.Errorf("internal/%s has no layer rule in .golangci.yml (depguard): say what it may not import", e.Name())
		}
	}
	if len(fenced) < 10 {
		t.Fatalf("read %d fenced packages from .golangci.yml: its rules are no longer where this test looks", len(fenced))
	}
}

// TestTheReadmeNamesEveryPackage: the README's project layout has a line for each folder of cmd/ and internal/.
func TestTheReadmeNamesEveryPackage(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"cmd", "internal"} {
		entries, err := os.ReadDir("../" + dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() && !strings.Contains(string(readme), "\n"+dir+"/"+e.Name()+"/ ") {
				t.Errorf("README.md's project layout has no line for %s/%s/", dir, e.Name())
			}
		}
	}
}

// TestDecisionReferencesNameASection: a comment or document that points to a section of docs/decisions.md by its
// title names the start of one of its titles, so regrouping or renaming a section cannot leave a pointer to nowhere.
// Migrations are left out: they are never edited once landed.
func TestDecisionReferencesNameASection(t *testing.T) {
	decisions, err := os.ReadFile("../docs/decisions.md")
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, line := range strings.Split(string(decisions), "\n") {
		if title, ok := strings.CutPrefix(line, "### "); ok {
			titles = append(titles, title)
		}
	}
	if len(titles) < 50 {
		t.Fatalf("read %d section titles from docs/decisions.md: its sections are no longer where this test looks", len(titles))
	}
	// The quoted title may be cut where a comment wraps its line, or end in an ellipsis.
	reference := regexp.MustCompile("decisions\\.md`?,? \\(?[\"“']([^\"”'\\n…]+)")
	checked := 0
	for _, root := range []string{"../cmd", "../internal", "../docs", "../web/src", "../web/scripts", "../web/tools", "../Makefile", "../README.md", "../CONTRIBUTING.md"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "migrations" {
				return filepath.SkipDir
			}
			if d.IsDir() {
				return nil
			}
			text, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range reference.FindAllStringSubmatch(string(text), -1) {
				checked++
				quoted := strings.TrimSpace(m[1])
				if !slices.ContainsFunc(titles, func(title string) bool { return strings.HasPrefix(title, quoted) }) {
					t.Errorf("%s points to a section of docs/decisions.md, %q, and no section's title starts so", path, quoted)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 20 {
		t.Fatalf("found %d references to docs/decisions.md: the pattern no longer matches how they are written", checked)
	}
}
