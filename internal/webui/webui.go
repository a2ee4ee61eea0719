// Package webui serves the built React app embedded in the binary, with index.html for every route the app
// handles itself, and the gzip and brotli copies the build wrote beside each text file to the browsers that
// accept them.
package webui

import (
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

//go:embed all:dist
var dist embed.FS

// robots keeps every crawler out: the app is private, no page of it is for a search engine.
const robots = "User-agent: *\nDisallow: /\n"

// encodings are the content codings the build writes (web/scripts/precompress.mjs), by file suffix, best first:
// brotli is about a fifth smaller than gzip on the app's JavaScript.
var encodings = []struct{ coding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler serves the app embedded in the binary.
func Handler() http.Handler {
	root, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is a valid path: only a broken build gets here
	}
	return New(root)
}

// New serves the built app in root (docs/design.md §6):
//   - /robots.txt is served from the binary and keeps crawlers out;
//   - a file of the build is served as it is, or as its .br or .gz copy when the request's Accept-Encoding takes
//     one (with Content-Encoding, the original's Content-Type and Vary: Accept-Encoding); hashed assets are
//     cached for a year, everything else is revalidated by its ETag;
//   - a path with a file extension that is not in the build (/favicon.ico, a stale assets/index-abc.js) is 404;
//   - every other path is one of the app's own screens and gets index.html.
func New(root fs.FS) http.Handler {
	tags := etags(root)
	_, indexErr := fs.Stat(root, "index.html")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name == "robots.txt" {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.Header().Set("Cache-Control", "public, max-age=86400")
			_, _ = io.WriteString(w, robots)
			return
		}
		if indexErr != nil {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = io.WriteString(w, "A interface web não foi compilada neste binário. Use `make run` ou `make build`.\n")
			return
		}
		if name == "" || name == "." {
			name = "index.html"
		}
		if _, ok := tags[name]; !ok {
			if path.Ext(name) != "" {
				w.Header().Set("Content-Type", "text/plain; charset=utf-8")
				w.WriteHeader(http.StatusNotFound)
				_, _ = io.WriteString(w, "Arquivo não encontrado.\n")
				return
			}
			name = "index.html" // one of the app's screens: /dashboard, /assets/12
		}
		serveFile(w, r, root, tags, name)
	})
}

// serveFile sends name, or the copy of it in the best coding the request accepts.
func serveFile(w http.ResponseWriter, r *http.Request, root fs.FS, tags map[string]string, name string) {
	h := w.Header()
	var offered []string
	for _, e := range encodings {
		if _, ok := tags[name+e.suffix]; ok {
			offered = append(offered, e.coding)
		}
	}
	file := name
	if len(offered) > 0 {
		h.Set("Vary", "Accept-Encoding")
		if coding := negotiate(r.Header.Get("Accept-Encoding"), offered); coding != "" {
			for _, e := range encodings {
				if e.coding == coding {
					file = name + e.suffix
				}
			}
			h.Set("Content-Encoding", coding)
		}
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	if strings.HasPrefix(name, "assets/") {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	h.Set("ETag", tags[file])
	f, err := root.Open(file)
	if err != nil {
		http.Error(w, "Arquivo não encontrado.", http.StatusNotFound)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	content, ok := f.(io.ReadSeeker)
	if err != nil || !ok {
		http.Error(w, "Arquivo ilegível.", http.StatusInternalServerError)
		return
	}
	if file != name {
		// http.ServeContent leaves the length of an encoded body out (it would send it chunked) and would cut
		// ranges of it: a compressed copy goes whole, with its length.
		r = r.Clone(r.Context())
		r.Header.Del("Range")
		h.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
	}
	http.ServeContent(w, r, name, time.Time{}, content)
}

// etags is a strong ETag for every file of root, from its content: the embedded files have no dates, and
// index.html is revalidated on every visit.
func etags(root fs.FS) map[string]string {
	tags := map[string]string{}
	// The files are embedded in the binary: walking and reading them cannot fail, so an error only ends the walk.
	_ = fs.WalkDir(root, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		data, err := fs.ReadFile(root, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		tags[p] = `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
		return nil
	})
	return tags
}

// negotiate picks, among the offered content codings (best first), the one an Accept-Encoding header takes with
// the highest q-value above 0, or "" for the file as it is. "*" stands for every coding not named; "x-gzip" is
// gzip (RFC 9110 §12.5.3).
func negotiate(header string, offered []string) string {
	q := map[string]float64{}
	star := -1.0
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "x-gzip" {
			name = "gzip"
		}
		weight := 1.0
		for p := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(p, "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if weight, ok = parseQ(strings.TrimSpace(v)); !ok {
					weight = 0
				}
			}
		}
		switch name {
		case "":
		case "*":
			star = weight
		default:
			q[name] = weight
		}
	}
	best, bestQ := "", 0.0
	for _, coding := range offered {
		weight, named := q[coding]
		if !named {
			weight = star
		}
		if weight > bestQ {
			best, bestQ = coding, weight
		}
	}
	return best
}

// parseQ reads a q-value: 0 to 1 with at most three decimals.
func parseQ(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil && f >= 0 && f <= 1
}
