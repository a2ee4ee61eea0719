package model

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"slices"
	"testing"
)

var updateExport = flag.Bool("update", false, "rewrite web/src/lib/permissions.json from AccessTable")

const exportPath = "../../web/src/lib/permissions.json"

// TestAccessExportMatchesTable keeps the web app's copy of the permission table identical to the server's.
// Run `go test ./internal/model -update` (or `make permissions`) after changing AccessTable.
func TestAccessExportMatchesTable(t *testing.T) {
	t.Parallel()
	want, err := json.MarshalIndent(ExportAccess(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	if *updateExport {
		if err := os.WriteFile(exportPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(exportPath)
	if err != nil {
		t.Fatalf("read %s: %v", exportPath, err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s has drifted from AccessTable; run `make permissions`", exportPath)
	}
}

func TestParseRole(t *testing.T) {
	t.Parallel()
	cases := map[string]Role{
		"admin": RoleAdmin, "ADMIN": RoleAdmin, "Director": RoleAdmin,
		"user": RoleUser, "operations": RoleUser, "Finance": RoleUser, "IT": RoleUser,
		"viewer": RoleViewer,
	}
	for in, want := range cases {
		got, ok := ParseRole(in)
		if !ok || got != want {
			t.Errorf("ParseRole(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "root", "superadmin"} {
		if _, ok := ParseRole(in); ok {
			t.Errorf("ParseRole(%q) accepted an unknown role", in)
		}
	}
}

func TestPermissions(t *testing.T) {
	t.Parallel()
	if !RoleAdmin.Can(VehiclesDelete) || RoleUser.Can(AssetsDelete) || RoleViewer.Can(AssetsCreate) {
		t.Fatal("delete and create permissions do not follow docs/product.md §6")
	}
	if !RoleUser.Reaches(ResourceDebts) || RoleUser.Reaches(ResourceWhitelabel) {
		t.Fatal("resources do not follow docs/product.md §6")
	}
	// The Leitor reads debts (docs/product.md §6, issue 13): the resource, the read permission, and nothing that writes.
	if !RoleViewer.Reaches(ResourceDebts) || !RoleViewer.Can(DebtsRead) ||
		RoleViewer.Can(DebtsCreate) || RoleViewer.Can(DebtsUpdate) || RoleViewer.Can(DebtsDelete) {
		t.Fatal("the viewer does not read debts read-only")
	}
	for r, want := range map[Role]bool{RoleAdmin: true, RoleUser: true, RoleViewer: false, Role("ghost"): false} {
		if r.MayUploadAttachments() != want {
			t.Errorf("%s may upload attachments: %v, want %v", r, !want, want)
		}
	}
	if Role("ghost").Can(AssetsRead) {
		t.Fatal("an unknown role holds permissions")
	}
}

func TestListsHoldTheTable(t *testing.T) {
	if len(Roles) != len(AccessTable) {
		t.Fatalf("Roles lists %d roles, AccessTable %d", len(Roles), len(AccessTable))
	}
	for _, r := range Roles {
		g, ok := AccessTable[r]
		if !ok {
			t.Fatalf("role %s is not in AccessTable", r)
		}
		for _, p := range g.Permissions {
			if !slices.Contains(Permissions, p) {
				t.Errorf("%s holds %s, which Permissions does not list", r, p)
			}
		}
		for _, res := range g.Resources {
			if !slices.Contains(Resources, res) {
				t.Errorf("%s reaches %s, which Resources does not list", r, res)
			}
		}
	}
}
