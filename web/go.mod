// The web app is not Go: this file keeps the Go tools of the main module (go test ./..., go vet ./...)
// out of web/, where npm packages may carry Go files of their own.
module patrimonio/web

go 1.26
