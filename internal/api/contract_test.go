package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"patrimonio/internal/api"
)

// contractFile is the API contract every response of these tests is checked against.
const contractFile = "../../docs/openapi.yaml"

// contract is docs/openapi.yaml, loaded and validated once, with a ServeMux of the route table's patterns that
// names the route a request reaches exactly as the server's own mux does.
type contract struct {
	doc    *openapi3.T
	base   string // the servers URL the document's paths are relative to: /api
	routes *http.ServeMux
	bodies *bodySchemas
}

var loadContract = sync.OnceValues(func() (*contract, error) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(contractFile)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", contractFile, err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("%s is not a valid OpenAPI document: %w", contractFile, err)
	}
	if len(doc.Servers) != 1 {
		return nil, fmt.Errorf("%s: want one server URL, the base of every path", contractFile)
	}
	bodies, err := newBodySchemas(doc)
	if err != nil {
		return nil, err
	}
	c := &contract{doc: doc, base: doc.Servers[0].URL, routes: http.NewServeMux(), bodies: bodies}
	for _, p := range api.RoutePatterns() {
		c.routes.HandleFunc(p, func(http.ResponseWriter, *http.Request) {})
	}
	return c, nil
})

// operation is the document's operation for a route pattern ("GET /api/assets/{id}"), or nil. A path item
// with servers of its own ("/metrics", served at the root) is found by its full path.
func (c *contract) operation(pattern string) (path string, item *openapi3.PathItem, op *openapi3.Operation) {
	method, full, _ := strings.Cut(pattern, " ")
	path, ok := strings.CutPrefix(full, c.base+"/")
	if ok {
		path = "/" + path
		item = c.doc.Paths.Value(path)
	}
	if item == nil || c.pathBase(item) != c.base {
		path, item = full, c.doc.Paths.Value(full)
		if item == nil || c.pathBase(item) != "" {
			return path, nil, nil
		}
	}
	return path, item, item.GetOperation(method)
}

// pathBase is the URL a path item's path is relative to: the document's server, or the item's own one server
// ("/" reads as "", the root).
func (c *contract) pathBase(item *openapi3.PathItem) string {
	if len(item.Servers) == 1 {
		return strings.TrimSuffix(item.Servers[0].URL, "/")
	}
	return c.base
}

// operations lists the document's operations as route patterns.
func (c *contract) operations() []string {
	var ops []string
	for path, item := range c.doc.Paths.Map() {
		for method := range item.Operations() {
			ops = append(ops, method+" "+c.pathBase(item)+path)
		}
	}
	slices.Sort(ops)
	return ops
}

// check validates one finished exchange against the document: the status is documented for the operation the
// request reached, the content type is one the document gives for it, and the body matches its schema. A request
// that reaches no route must have the JSON error shape with 404 or 405, or 431 (headers over the cap are refused
// before any route is looked for). It returns the route pattern reached.
func (c *contract) check(req *http.Request, res response) (string, error) {
	_, pattern := c.routes.Handler(req)
	if pattern == "" {
		if res.Status != http.StatusNotFound && res.Status != http.StatusMethodNotAllowed && res.Status != http.StatusRequestHeaderFieldsTooLarge {
			return "", fmt.Errorf("no route, yet status %d (want 404, 405 or 431)", res.Status)
		}
		return "", c.checkErrorShape(res)
	}
	path, item, op := c.operation(pattern)
	if op == nil {
		return pattern, fmt.Errorf("the route %s is not in the document", pattern)
	}
	method, _, _ := strings.Cut(pattern, " ")
	input := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: req,
			Route:   &routers.Route{Spec: c.doc, Path: path, PathItem: item, Method: method, Operation: op},
		},
		Status: res.Status,
		Header: res.Header,
		// kin-openapi checks the status and the headers; the body is checked below against a schema compiled
		// once (kin-openapi compiles the schema again for every body it checks, which was a quarter of these
		// tests' time).
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true, ExcludeResponseBody: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), input); err != nil {
		return pattern, err
	}
	key := responseKey(op.Responses, res.Status)
	documented := op.Responses.Value(key)
	switch {
	case res.Body != "" && len(documented.Value.Content) == 0:
		return pattern, fmt.Errorf("status %d has a body (%s) the document does not describe", res.Status, res.Header.Get("Content-Type"))
	case res.Body == "" && len(documented.Value.Content) > 0:
		return pattern, fmt.Errorf("status %d has no body, the document describes one", res.Status)
	case len(documented.Value.Content) == 0:
		return pattern, nil
	}
	contentType := res.Header.Get("Content-Type")
	media := documented.Value.Content.Get(contentType)
	if media == nil {
		return pattern, fmt.Errorf("status %d: content type %q is not one the document gives", res.Status, contentType)
	}
	if media.Schema == nil || !strings.Contains(contentType, "json") {
		return pattern, nil
	}
	at := documented.Ref // a response of components/responses
	if at == "" {
		at = "#/paths/" + pointerToken(path) + "/" + strings.ToLower(method) + "/responses/" + key
	}
	for name, m := range documented.Value.Content {
		if m == media {
			at += "/content/" + pointerToken(name) + "/schema"
		}
	}
	return pattern, c.bodies.check(at, res.Body)
}

// responseKey is the key of the document's response for status: the status itself, its range (2XX), or
// "default", as kin-openapi finds it.
func responseKey(responses *openapi3.Responses, status int) string {
	for _, key := range []string{strconv.Itoa(status), fmt.Sprintf("%dXX", status/100)} {
		if responses.Value(key) != nil {
			return key
		}
	}
	return "default"
}

// pointerToken escapes a name as one token of a JSON pointer (RFC 6901).
func pointerToken(name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(name, "~", "~0"), "/", "~1")
}

// bodySchemas checks bodies against the document's schemas as JSON Schema 2020-12 (what OpenAPI 3.1 schemas
// are), compiling each schema once, by its JSON pointer in the document.
type bodySchemas struct {
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	compiled map[string]*jsonschema.Schema
}

const contractURL = "file:///openapi.json"

func newBodySchemas(doc *openapi3.T) (*bodySchemas, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	tree, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return nil, err
	}
	compiler := jsonschema.NewCompiler()
	compiler.DefaultDraft(jsonschema.Draft2020)
	compiler.AssertFormat()
	if err := compiler.AddResource(contractURL, tree); err != nil {
		return nil, err
	}
	return &bodySchemas{compiler: compiler, compiled: map[string]*jsonschema.Schema{}}, nil
}

// check validates a JSON body against the schema at pointer (a "#/…" reference into the document).
func (b *bodySchemas) check(pointer, body string) error {
	b.mu.Lock()
	schema, ok := b.compiled[pointer]
	if !ok {
		var err error
		loc := url.URL{Scheme: "file", Path: "/openapi.json", Fragment: strings.TrimPrefix(pointer, "#")}
		if schema, err = b.compiler.Compile(loc.String()); err != nil {
			b.mu.Unlock()
			return fmt.Errorf("compile %s: %w", pointer, err)
		}
		b.compiled[pointer] = schema
	}
	b.mu.Unlock()
	value, err := jsonschema.UnmarshalJSON(strings.NewReader(body))
	if err != nil {
		return fmt.Errorf("body is not JSON: %w", err)
	}
	if err := schema.Validate(value); err != nil {
		return fmt.Errorf("body does not match %s: %w", pointer, err)
	}
	return nil
}

// checkRequest validates a request against the operation its route names: path and query parameters, content
// type and body. The walk sends its sensible requests through it, so the document describes what clients send.
func (c *contract) checkRequest(pattern string, req *http.Request) error {
	path, item, op := c.operation(pattern)
	if op == nil {
		return fmt.Errorf("the route %s is not in the document", pattern)
	}
	method, _, _ := strings.Cut(pattern, " ")
	params := map[string]string{}
	names := strings.Split(path, "/")
	values := strings.Split(strings.TrimPrefix(req.URL.Path, c.pathBase(item)), "/")
	if len(names) != len(values) {
		return fmt.Errorf("%s does not fit %s", req.URL.Path, pattern)
	}
	for i, n := range names {
		if strings.HasPrefix(n, "{") {
			params[strings.Trim(n, "{}")] = values[i]
		}
	}
	if err := openapi3filter.ValidateRequest(context.Background(), &openapi3filter.RequestValidationInput{
		Request:    req,
		PathParams: params,
		Route:      &routers.Route{Spec: c.doc, Path: path, PathItem: item, Method: method, Operation: op},
		Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true,
			ExcludeRequestBody: true}, // checked below, against a schema compiled once
	}); err != nil {
		return err
	}
	if op.RequestBody == nil || !strings.Contains(req.Header.Get("Content-Type"), "json") {
		return nil
	}
	body, err := io.ReadAll(req.Body)
	if err != nil {
		return err
	}
	req.Body = io.NopCloser(bytes.NewReader(body))
	if op.RequestBody.Value.Content.Get("application/json") == nil {
		return fmt.Errorf("the document takes no JSON body for %s", pattern)
	}
	return c.bodies.check("#/paths/"+pointerToken(path)+"/"+strings.ToLower(method)+"/requestBody/content/application~1json/schema", string(body))
}

// checkErrorShape validates an answer against the document's Error schema.
func (c *contract) checkErrorShape(res response) error {
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("error with content type %q, want application/json", ct)
	}
	if c.doc.Components.Schemas["Error"] == nil {
		return errors.New("the document has no Error schema")
	}
	return c.bodies.check("#/components/schemas/Error", res.Body)
}

// TestContractOperations fails when the route table and docs/openapi.yaml disagree on the operations.
func TestContractOperations(t *testing.T) {
	t.Parallel()
	c, err := loadContract()
	if err != nil {
		t.Fatal(err)
	}
	routes := api.RoutePatterns()
	for _, p := range routes {
		if _, _, op := c.operation(p); op == nil {
			t.Errorf("route %s is missing from %s", p, contractFile)
		}
	}
	for _, op := range c.operations() {
		if !slices.Contains(routes, op) {
			t.Errorf("%s documents %s, which no route serves", contractFile, op)
		}
	}
}
