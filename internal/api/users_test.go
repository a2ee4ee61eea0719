package api_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/model"
)

func userPath(id int64, suffix string) string { return fmt.Sprintf("/api/users/%d%s", id, suffix) }

func TestCreateUserValidation(t *testing.T) {
	t.Parallel()
	cases := []struct {
		body   string
		status int
		field  string
		msg    string
	}{
		{`{"name":"","email":"eva@exemplo.com.br","password":"12345678","role":"user"}`, 422, "name", "Nome é obrigatório"},
		{`{"name":"Eva","email":"eva","password":"12345678","role":"user"}`, 422, "email", "Email inválido"},
		{`{"name":"Eva","email":"eva@exemplo.com.br","password":"1234567","role":"user"}`, 422, "password", "A senha deve ter pelo menos 8 caracteres"},
		{`{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","confirmPassword":"12345679","role":"user"}`, 422, "confirmPassword", "As senhas não coincidem"},
		{`{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"root"}`, 422, "role", "Nível de acesso inválido"},
		{`{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"user","avatar":"http://evil.example/x.png"}`, 422, "avatar", "Imagem de avatar inválida"},
		{`{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"user","avatar":"/uploads/0123456789abcdef0123456789abcdef.png"}`, 422, "avatar", "Imagem de avatar inválida"},
		{`{"name":"Eva","email":"USER@exemplo.com.br","password":"12345678","role":"user"}`, 409, "email", "Este email já está em uso."},
	}
	each(t, func(t *testing.T, h *harness) {
		for _, c := range cases {
			res := h.call("POST", "/api/users", "admin", c.body)
			body := res.json(t)
			fields, _ := body["fields"].(map[string]any)
			if res.Status != c.status || fields[c.field] != c.msg {
				t.Errorf("%s: %d %s", c.body, res.Status, res.Body)
			}
		}
		if _, total, _ := h.store.ListUsers(context.Background(), userFilterAll()); total != 4 {
			t.Fatalf("refused input stored a user: %d", total)
		}
		// Legacy role names map as docs/product.md §6 says.
		res := h.call("POST", "/api/users", "admin", `{"name":"Eva","email":"eva@exemplo.com.br","password":"12345678","role":"Director"}`)
		if res.Status != 201 || res.json(t)["data"].(map[string]any)["role"] != "admin" {
			t.Fatalf("director: %d %s", res.Status, res.Body)
		}
		h.login("eva@exemplo.com.br", "12345678")
	})
}

func TestLastAdminAndSelfDelete(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		admin := h.users["admin"]
		if res := h.call("DELETE", userPath(admin.ID, ""), "admin", ""); res.Status != 409 || res.json(t)["code"] != "self_delete" {
			t.Fatalf("self delete: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", userPath(admin.ID, ""), "admin", `{"role":"user"}`); res.Status != 409 || res.json(t)["code"] != "last_admin" {
			t.Fatalf("demote last admin: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", userPath(admin.ID, "/deactivate"), "admin", ""); res.Status != 409 {
			t.Fatalf("deactivate self: %d %s", res.Status, res.Body)
		}
		if got, _ := h.store.UserByID(context.Background(), admin.ID); got.Role != model.RoleAdmin || !got.Active {
			t.Fatalf("last admin changed: %+v", got)
		}
		// With a second admin, the first may step down.
		target := h.users["target"]
		if res := h.call("PUT", userPath(target.ID, ""), "admin", `{"role":"admin"}`); res.Status != 200 {
			t.Fatalf("promote: %d %s", res.Status, res.Body)
		}
		if res := h.call("PUT", userPath(admin.ID, ""), "admin", `{"role":"user"}`); res.Status != 200 {
			t.Fatalf("demote with another admin: %d %s", res.Status, res.Body)
		}
		// Deleted users lose their sessions.
		userToken := h.tokens["user"]
		targetToken := h.login(target.Email, password)
		if res := h.call("DELETE", userPath(h.users["user"].ID, ""), "Bearer "+targetToken, ""); res.Status != 204 {
			t.Fatalf("delete user: %d %s", res.Status, res.Body)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+userToken, ""); res.Status != 401 {
			t.Fatalf("deleted user's token: %d", res.Status)
		}
		if res := h.call("GET", userPath(h.users["user"].ID, ""), "Bearer "+targetToken, ""); res.Status != 404 || res.json(t)["error"] != "Usuário não encontrado" {
			t.Fatalf("deleted user: %d %s", res.Status, res.Body)
		}
	})
}

func TestNoSelfPromotion(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		for _, role := range []string{"user", "viewer"} {
			me := h.users[role]
			for _, body := range []string{`{"role":"admin"}`, `{"status":"inactive"}`, `{"name":"X","role":"admin","status":"active"}`} {
				res := h.call("PUT", userPath(me.ID, ""), role, body)
				if res.Status != http.StatusForbidden {
					t.Errorf("%s %s: %d %s", role, body, res.Status, res.Body)
				}
			}
			got, _ := h.store.UserByID(context.Background(), me.ID)
			if got.Role != model.Role(role) || !got.Active || got.Name != me.Name {
				t.Fatalf("%s changed after refused updates: %+v", role, got)
			}
			// The profile form sends role and status unchanged, with the new name: allowed.
			res := h.call("PUT", userPath(me.ID, ""), role, fmt.Sprintf(`{"name":"Novo Nome","email":"%s","role":"%s","status":"active"}`, me.Email, role))
			if res.Status != 200 || res.json(t)["data"].(map[string]any)["name"] != "Novo Nome" {
				t.Fatalf("own profile: %d %s", res.Status, res.Body)
			}
			// Not someone else's.
			if res := h.call("PUT", userPath(h.users["target"].ID, ""), role, `{"name":"Hack"}`); res.Status != 403 {
				t.Fatalf("edit other: %d", res.Status)
			}
			if res := h.call("PUT", userPath(h.users["target"].ID, "/password"), role, `{"newPassword":"12345678","confirmPassword":"12345678"}`); res.Status != 403 {
				t.Fatalf("other's password: %d", res.Status)
			}
		}
	})
}

func TestPasswordChange(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		me := h.users["user"]
		otherSession := h.login(me.Email, password)
		wrong := h.call("PUT", userPath(me.ID, "/password"), "user", `{"currentPassword":"errada","newPassword":"nova-senha-1","confirmPassword":"nova-senha-1"}`)
		if wrong.Status != 422 || wrong.json(t)["fields"].(map[string]any)["currentPassword"] != "Senha atual incorreta" {
			t.Fatalf("wrong current password: %d %s", wrong.Status, wrong.Body)
		}
		short := h.call("PUT", userPath(me.ID, "/password"), "user", `{"currentPassword":"`+password+`","newPassword":"curta","confirmPassword":"curta"}`)
		if short.Status != 422 || !strings.Contains(short.Body, "A senha deve ter pelo menos 8 caracteres") {
			t.Fatalf("short: %d %s", short.Status, short.Body)
		}
		mismatch := h.call("PUT", userPath(me.ID, "/password"), "user", `{"currentPassword":"`+password+`","newPassword":"nova-senha-1","confirmPassword":"nova-senha-2"}`)
		if mismatch.Status != 422 || !strings.Contains(mismatch.Body, "As senhas não coincidem") {
			t.Fatalf("mismatch: %d %s", mismatch.Status, mismatch.Body)
		}
		h.login(me.Email, password) // nothing changed yet

		ok := h.call("PUT", userPath(me.ID, "/password"), "user", `{"currentPassword":"`+password+`","newPassword":"nova-senha-1","confirmPassword":"nova-senha-1"}`)
		if ok.Status != 204 {
			t.Fatalf("change: %d %s", ok.Status, ok.Body)
		}
		if res := h.call("GET", "/api/auth/me", "user", ""); res.Status != 200 {
			t.Fatalf("the session that changed the password ended: %d", res.Status)
		}
		if res := h.call("GET", "/api/auth/me", "Bearer "+otherSession, ""); res.Status != 401 {
			t.Fatalf("other sessions not revoked: %d", res.Status)
		}
		if res := h.call("POST", "/api/auth/login", "", `{"email":"`+me.Email+`","password":"`+password+`"}`); res.Status != 401 {
			t.Fatalf("old password still works: %d", res.Status)
		}
		h.login(me.Email, "nova-senha-1")

		// An admin resets another user's password without knowing the current one.
		if res := h.call("PUT", userPath(me.ID, "/password"), "admin", `{"newPassword":"redefinida-1","confirmPassword":"redefinida-1"}`); res.Status != 204 {
			t.Fatalf("admin reset: %d %s", res.Status, res.Body)
		}
		h.login(me.Email, "redefinida-1")
	})
}

func TestAvatarAndSettingsUseUploads(t *testing.T) {
	t.Parallel()
	each(t, func(t *testing.T, h *harness) {
		res := h.upload("/api/upload?purpose=avatar", "viewer", map[string][]byte{"eu.png": pngBytes(t)})
		if res.Status != 201 {
			t.Fatalf("avatar upload: %d %s", res.Status, res.Body)
		}
		url := res.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		me := h.users["viewer"]
		res = h.call("PUT", userPath(me.ID, ""), "viewer", `{"avatar":"`+url+`"}`)
		if res.Status != 200 || res.json(t)["data"].(map[string]any)["avatar"] != url {
			t.Fatalf("set avatar: %d %s", res.Status, res.Body)
		}
		doc := h.upload("/api/upload", "admin", map[string][]byte{"contrato.pdf": []byte(pdfBytes)})
		docURL := doc.json(t)["data"].(map[string]any)["files"].([]any)[0].(map[string]any)["url"].(string)
		if res := h.call("PUT", "/api/settings", "admin", `{"logoUrl":"`+docURL+`"}`); res.Status != 422 {
			t.Fatalf("a PDF as logo: %d %s", res.Status, res.Body)
		}
		res = h.call("PUT", "/api/settings", "admin", `{"companyName":"Imobiliária São João","logoUrl":"`+url+`","primaryColor":"#10b981","secondaryColor":"#064E3B"}`)
		data := res.json(t)["data"].(map[string]any)
		if res.Status != 200 || data["companyName"] != "Imobiliária São João" || data["primaryColor"] != "#10B981" || data["logoUrl"] != url {
			t.Fatalf("save brand: %d %s", res.Status, res.Body)
		}
		if got := h.call("GET", "/api/settings", "", "").json(t)["data"].(map[string]any); got["companyName"] != "Imobiliária São João" || got["theme"] != "light" {
			t.Fatalf("public settings: %v", got)
		}
		if res := h.call("PUT", "/api/settings", "admin", `{"primaryColor":"red","companyName":" "}`); res.Status != 422 {
			t.Fatalf("bad brand: %d", res.Status)
		}
	})
}
