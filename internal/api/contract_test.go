package api_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

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
	c := &contract{doc: doc, base: doc.Servers[0].URL, routes: http.NewServeMux()}
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
		Status:  res.Status,
		Header:  res.Header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	input.SetBodyBytes([]byte(res.Body))
	if err := openapi3filter.ValidateResponse(context.Background(), input); err != nil {
		return pattern, err
	}
	// What kin-openapi lets through: a body where the document describes none, and the reverse.
	documented := op.Responses.Status(res.Status).Value
	switch {
	case res.Body != "" && len(documented.Content) == 0:
		return pattern, fmt.Errorf("status %d has a body (%s) the document does not describe", res.Status, res.Header.Get("Content-Type"))
	case res.Body == "" && len(documented.Content) > 0:
		return pattern, fmt.Errorf("status %d has no body, the document describes one", res.Status)
	}
	return pattern, nil
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
	return openapi3filter.ValidateRequest(context.Background(), &openapi3filter.RequestValidationInput{
		Request:    req,
		PathParams: params,
		Route:      &routers.Route{Spec: c.doc, Path: path, PathItem: item, Method: method, Operation: op},
		Options:    &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, MultiError: true},
	})
}

// checkErrorShape validates an answer against the document's Error schema.
func (c *contract) checkErrorShape(res response) error {
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("error with content type %q, want application/json", ct)
	}
	var body any
	if err := json.Unmarshal([]byte(res.Body), &body); err != nil {
		return fmt.Errorf("error body is not one JSON value: %w", err)
	}
	schema := c.doc.Components.Schemas["Error"]
	if schema == nil {
		return errors.New("the document has no Error schema")
	}
	return schema.Value.VisitJSON(body, openapi3.EnableJSONSchema2020(), openapi3.MultiErrors())
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
