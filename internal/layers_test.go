package internal_test

import (
	"os"
	"regexp"
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
