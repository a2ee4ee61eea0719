package model

import (
	"slices"
	"strings"
)

// Role is a stored user role.
type Role string

// The stored roles (docs/design.md §5). Legacy role names are mapped onto these by ParseRole.
const (
	RoleAdmin  Role = "admin"
	RoleUser   Role = "user"
	RoleViewer Role = "viewer"
)

// Permission names a single capability, as docs/product.md §6 writes them.
type Permission string

// The permissions of docs/product.md §6 and the additions of docs/design.md §5.
const (
	UsersCreate    Permission = "users.create"
	UsersRead      Permission = "users.read"
	UsersUpdate    Permission = "users.update"
	UsersEdit      Permission = "users.edit"
	UsersDelete    Permission = "users.delete"
	AssetsCreate   Permission = "assets.create"
	AssetsRead     Permission = "assets.read"
	AssetsUpdate   Permission = "assets.update"
	AssetsDelete   Permission = "assets.delete"
	VehiclesDelete Permission = "vehicles.delete"
	DebtsCreate    Permission = "debts.create"
	DebtsRead      Permission = "debts.read"
	DebtsUpdate    Permission = "debts.update"
	DebtsDelete    Permission = "debts.delete"
	AccountsCreate Permission = "accounts.create"
	AccountsRead   Permission = "accounts.read"
	AccountsUpdate Permission = "accounts.update" // edit an account and post its entries and transfers
	AccountsDelete Permission = "accounts.delete"
	// ReceivablesRead, ReceivablesUpdate and ReceivablesDelete: the receivables of sales in installments (they
	// are created by the sale) and their receipts: read, record a receipt, delete one.
	ReceivablesRead   Permission = "receivables.read"
	ReceivablesUpdate Permission = "receivables.update"
	ReceivablesDelete Permission = "receivables.delete"
	// LeasesRead, LeasesCreate, LeasesUpdate and LeasesDelete: the leases of the company's properties: read, sign a
	// new one, edit or end one, delete one entered by mistake.
	LeasesRead   Permission = "leases.read"
	LeasesCreate Permission = "leases.create"
	LeasesUpdate Permission = "leases.update"
	LeasesDelete Permission = "leases.delete"
	// IndicesRead, IndicesUpdate and IndicesDelete: the index series that correct financings: read, type or
	// import values, delete a month's value.
	IndicesRead      Permission = "indices.read"
	IndicesUpdate    Permission = "indices.update"
	IndicesDelete    Permission = "indices.delete"
	ReportsRead      Permission = "reports.read"
	SettingsRead     Permission = "settings.read"
	SettingsUpdate   Permission = "settings.update"
	WhitelabelUpdate Permission = "whitelabel.update"
	ProfileUpdate    Permission = "profile.update"
)

// Permissions lists every permission, in the order of the constants; the web app's Permission type is made of
// these names (web/src/lib/vocabulary.json).
var Permissions = []Permission{
	UsersCreate, UsersRead, UsersUpdate, UsersEdit, UsersDelete,
	AssetsCreate, AssetsRead, AssetsUpdate, AssetsDelete, VehiclesDelete,
	DebtsCreate, DebtsRead, DebtsUpdate, DebtsDelete,
	AccountsCreate, AccountsRead, AccountsUpdate, AccountsDelete,
	ReceivablesRead, ReceivablesUpdate, ReceivablesDelete,
	LeasesRead, LeasesCreate, LeasesUpdate, LeasesDelete,
	IndicesRead, IndicesUpdate, IndicesDelete,
	ReportsRead, SettingsRead, SettingsUpdate, WhitelabelUpdate, ProfileUpdate,
}

// Resource names a screen area a role may reach (docs/product.md §6 "Screen access").
type Resource string

// The resources of docs/product.md §6.
const (
	ResourceDashboard  Resource = "dashboard"
	ResourceAssets     Resource = "assets"
	ResourceUsers      Resource = "users"
	ResourceReports    Resource = "reports"
	ResourceProfile    Resource = "profile"
	ResourceSettings   Resource = "settings"
	ResourceWhitelabel Resource = "whitelabel"
	ResourceDebts      Resource = "debts"
)

// Resources lists every resource, in the order of the constants.
var Resources = []Resource{
	ResourceDashboard, ResourceAssets, ResourceUsers, ResourceReports,
	ResourceProfile, ResourceSettings, ResourceWhitelabel, ResourceDebts,
}

// Roles lists the stored roles, the most powerful first.
var Roles = []Role{RoleAdmin, RoleUser, RoleViewer}

// Grants is what one role may do and reach.
type Grants struct {
	Label       string       `json:"label"`
	Permissions []Permission `json:"permissions"`
	Resources   []Resource   `json:"resources"`
}

// AccessTable is the single permission table of the product. The server checks it on every call and the web
// app reads the same table from web/src/lib/permissions.json, which a test keeps identical to this one.
var AccessTable = map[Role]Grants{
	RoleAdmin: {
		Label: "Administrador",
		Permissions: []Permission{
			UsersCreate, UsersRead, UsersUpdate, UsersEdit, UsersDelete,
			AssetsCreate, AssetsRead, AssetsUpdate, AssetsDelete, VehiclesDelete,
			DebtsCreate, DebtsRead, DebtsUpdate, DebtsDelete,
			AccountsCreate, AccountsRead, AccountsUpdate, AccountsDelete,
			ReceivablesRead, ReceivablesUpdate, ReceivablesDelete,
			LeasesRead, LeasesCreate, LeasesUpdate, LeasesDelete,
			IndicesRead, IndicesUpdate, IndicesDelete,
			ReportsRead, SettingsRead, SettingsUpdate, WhitelabelUpdate,
		},
		Resources: []Resource{
			ResourceDashboard, ResourceAssets, ResourceUsers, ResourceReports,
			ResourceProfile, ResourceSettings, ResourceWhitelabel, ResourceDebts,
		},
	},
	RoleUser: {
		Label: "Usuário",
		Permissions: []Permission{
			AssetsCreate, AssetsRead, AssetsUpdate,
			DebtsCreate, DebtsRead, DebtsUpdate,
			AccountsCreate, AccountsRead, AccountsUpdate,
			ReceivablesRead, ReceivablesUpdate,
			LeasesRead, LeasesCreate, LeasesUpdate,
			IndicesRead, IndicesUpdate,
			ReportsRead, ProfileUpdate,
		},
		Resources: []Resource{ResourceDashboard, ResourceAssets, ResourceReports, ResourceProfile, ResourceDebts},
	},
	RoleViewer: {
		Label:       "Leitor",
		Permissions: []Permission{AssetsRead, DebtsRead, AccountsRead, ReceivablesRead, LeasesRead, IndicesRead, ReportsRead, ProfileUpdate},
		Resources:   []Resource{ResourceDashboard, ResourceAssets, ResourceReports, ResourceProfile, ResourceDebts},
	},
}

// legacyRoles maps the role names of older installations onto the stored roles (docs/product.md §6).
var legacyRoles = map[string]Role{
	"director":   RoleAdmin,
	"operations": RoleUser,
	"finance":    RoleUser,
	"it":         RoleUser,
}

// ParseRole maps a role name, case-insensitively, onto a stored role. It reports false for a name that is
// neither a stored role nor a legacy one.
func ParseRole(name string) (Role, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	if _, ok := AccessTable[Role(name)]; ok {
		return Role(name), true
	}
	role, ok := legacyRoles[name]
	return role, ok
}

// Can reports whether the role holds the permission.
func (r Role) Can(p Permission) bool {
	return slices.Contains(AccessTable[r].Permissions, p)
}

// Reaches reports whether the role has access to the resource.
func (r Role) Reaches(res Resource) bool {
	return slices.Contains(AccessTable[r].Resources, res)
}

// MayUploadAttachments reports whether the role may upload attachments: only a role that writes assets,
// vehicles or users has a record to attach them to. Every signed-in role may still upload its own avatar.
func (r Role) MayUploadAttachments() bool {
	return r.Can(AssetsCreate) || r.Can(AssetsUpdate) || r.Can(UsersCreate) || r.Can(UsersUpdate)
}

// ExportedAccess is the shape written to web/src/lib/permissions.json.
type ExportedAccess struct {
	Roles       map[Role]Grants `json:"roles"`
	LegacyRoles map[string]Role `json:"legacyRoles"`
}

// ExportAccess returns the table as the web app reads it.
func ExportAccess() ExportedAccess {
	return ExportedAccess{Roles: AccessTable, LegacyRoles: legacyRoles}
}
