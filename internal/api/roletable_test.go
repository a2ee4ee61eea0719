package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"patrimonio/internal/database/dbtest"
)

// roleCase is one line of a role × route table: a request and the status each caller gets. A body of "png"
// uploads a small PNG as multipart instead of sending JSON.
type roleCase struct {
	method, path, body string
	want               [4]int // admin, user, viewer, no token
}

// callers are the callers of a role × route table, in the order of roleCase.want.
var callers = [4]string{"admin", "user", "viewer", ""}

// Statuses the role × route tables use.
const (
	ok, created, noContent = http.StatusOK, http.StatusCreated, http.StatusNoContent
	unauth, denied         = http.StatusUnauthorized, http.StatusForbidden
)

// roleTable is a role × route table and how to prepare the records its paths name.
type roleTable struct {
	cases []roleCase
	// setup prepares a harness and returns the values of the placeholders of the paths and bodies (e.g.
	// {"{asset}": "3"}).
	// {self} (the caller, the admin for no token) and {target} (the harness's second user) are always there.
	setup func(h *harness) map[string]string
	// shared runs every call of a database on one harness, one after the other: for routes whose calls do not
	// change what the others see. Otherwise each call gets a fresh harness of its own, in parallel.
	shared bool
	// files: the routes answer a file, not JSON, on success.
	files bool
}

// run calls every case as every caller on every database. Each answer must have the wanted status; an error
// must have the error shape (error and code), and an answer other than 204 (and the files of files) is JSON.
func (tt roleTable) run(t *testing.T) {
	t.Helper()
	for _, d := range dbtest.Dialects() {
		var shared *harness
		var sharedValues map[string]string
		if tt.shared {
			shared = newHarness(t, dbtest.Open(t, d))
			sharedValues = tt.prepare(shared)
		}
		for _, c := range tt.cases {
			for i, role := range callers {
				t.Run(fmt.Sprintf("%s/%s %s as %q", d, c.method, c.path, role), func(t *testing.T) {
					h, values := shared, sharedValues
					if h == nil {
						t.Parallel()
						h = newHarness(t, dbtest.Open(t, d))
						values = tt.prepare(h)
					} else {
						h.t = t
					}
					tt.check(t, h, c, role, c.want[i], values)
				})
			}
		}
	}
}

// prepare runs setup on h.
func (tt roleTable) prepare(h *harness) map[string]string {
	values := map[string]string{"{target}": fmt.Sprint(h.users["target"].ID)}
	if tt.setup != nil {
		for k, v := range tt.setup(h) {
			values[k] = v
		}
	}
	return values
}

// check makes one call of the table and checks its answer.
func (tt roleTable) check(t *testing.T, h *harness, c roleCase, role string, want int, values map[string]string) {
	t.Helper()
	self := h.users[role].ID
	if role == "" {
		self = h.users["admin"].ID
	}
	path, body := strings.ReplaceAll(c.path, "{self}", fmt.Sprint(self)), c.body
	for k, v := range values {
		path, body = strings.ReplaceAll(path, k, v), strings.ReplaceAll(body, k, v)
	}
	var res response
	if c.body == "png" {
		res = h.upload(path, role, map[string][]byte{"foto.png": pngBytes(t)})
	} else {
		res = h.call(c.method, path, role, body)
	}
	if res.Status != want {
		t.Fatalf("status %d, want %d: %s", res.Status, want, res.Body)
	}
	if res.Status >= 400 {
		body := res.json(t)
		if msg, _ := body["error"].(string); msg == "" {
			t.Fatalf("error without a message: %s", res.Body)
		}
		if code, _ := body["code"].(string); code == "" {
			t.Fatalf("error without a code: %s", res.Body)
		}
	}
	isFile := tt.files && res.Status < 400
	if res.Status != http.StatusNoContent && !isFile && !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("content type %q", res.Header.Get("Content-Type"))
	}
}
