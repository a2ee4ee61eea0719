package api

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"patrimonio/internal/model"
	"patrimonio/internal/report"
	"patrimonio/internal/validate"
)

// The list exports: GET /api/{assets,vehicles,debts}/export?format=csv|xlsx with the list's own search, filters
// and sort, answering every record the list selects (all its pages, never more than validate.MaxExportRows) in
// the list's order. The file is built whole before the answer starts, as a report's is, so a failure is still a
// clean 500; the row cap keeps that buffer bounded (docs/decisions.md, "Table view and list exports").

var exportFormats = []string{"csv", "xlsx"}

// maxExportRows is validate.MaxExportRows; a test lowers it (SetMaxExportRows).
var maxExportRows = validate.MaxExportRows

// exportFormat reads the format parameter: csv or xlsx.
func exportFormat(r *http.Request) (string, error) {
	format := r.URL.Query().Get("format")
	if !slices.Contains(exportFormats, format) {
		return "", invalidQuery("Formato inválido: use csv ou xlsx.")
	}
	return format, nil
}

// reportFormat reads the format parameter of a report's file: pdf, csv or xlsx.
func reportFormat(r *http.Request) (string, error) {
	format := r.URL.Query().Get("format")
	if !slices.Contains(report.Formats, format) {
		return "", invalidQuery("Formato inválido: use pdf, csv ou xlsx.")
	}
	return format, nil
}

// exportTooLarge refuses a list of more than validate.MaxExportRows records.
func exportTooLarge(count int) error {
	if count > maxExportRows {
		return refuse(http.StatusUnprocessableEntity, "export_too_large", validate.MsgExportTooLarge)
	}
	return nil
}

// exportSort is the list's sort as the file's header says it: "Valor atual, decrescente".
func exportSort(sort, fallback string, labels map[string]string) string {
	if sort == "" {
		sort = fallback
	}
	field, desc := strings.CutPrefix(sort, "-")
	if desc {
		return labels[field] + ", decrescente"
	}
	return labels[field] + ", crescente"
}

// filterLine writes the chosen filters and the order: `Busca: "casa" · Status: Ativo · Ordem: Descrição, crescente`.
// parts are label, value pairs; an empty value is a filter left on "Todos".
func filterLine(q string, parts [][2]string, order string) string {
	var out []string
	if q = strings.TrimSpace(q); q != "" {
		out = append(out, `Busca: "`+q+`"`)
	}
	for _, p := range parts {
		if p[1] != "" {
			out = append(out, p[0]+": "+p[1])
		}
	}
	if len(out) == 0 {
		out = append(out, "Todos os registros")
	}
	return strings.Join(append(out, "Ordem: "+order), " · ")
}

// sendExport writes doc as the format and sends it as an attachment named name-AAAA-MM-DD: plain ASCII in
// filename, the pt-BR spelling in filename* (as the reports do).
func (s *Server) sendExport(w http.ResponseWriter, r *http.Request, format, plain, accented string, doc report.Document) error {
	brand, err := s.reportBrand(r.Context())
	if err != nil {
		return err
	}
	doc.Brand, doc.GeneratedAt = brand, s.store.Now()
	day := s.store.Today().String()
	disposition := fmt.Sprintf(`attachment; filename="%s-%s.%s"; filename*=UTF-8''%s`, plain, day, format,
		url.PathEscape(accented+"-"+day+"."+format))
	return sendDocument(w, r, format, doc, disposition)
}

// sendDocument builds the file of doc whole, then sends it with its type and disposition.
func sendDocument(w http.ResponseWriter, r *http.Request, format string, doc report.Document, disposition string) error {
	var buf bytes.Buffer // built whole first, so a failure still answers a clean 500
	if err := report.Write(&buf, format, doc); err != nil {
		return fmt.Errorf("%s as %s: %w", doc.Title, format, err)
	}
	allowLongTransfer(w, r)
	h := w.Header()
	h.Set("Content-Type", report.ContentType(format))
	h.Set("Content-Disposition", disposition)
	h.Set("Content-Length", fmt.Sprint(buf.Len()))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = buf.WriteTo(w)
	return nil
}

var assetSortLabels = map[string]string{"description": "Descrição", "type": "Tipo", "status": "Status",
	"acquisitionValue": "Valor de aquisição", "currentValue": "Valor atual", "acquisitionDate": "Data de aquisição",
	"createdAt": "Data de cadastro"}

func (s *Server) exportAssets(w http.ResponseWriter, r *http.Request) error {
	format, err := exportFormat(r)
	if err != nil {
		return err
	}
	f, err := assetFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = 1, maxExportRows
	assets, sum, err := s.store.ListAssets(r.Context(), f)
	if err != nil {
		return err
	}
	if err := exportTooLarge(sum.Count); err != nil {
		return err
	}
	filters := filterLine(f.Query, [][2]string{{"Tipo", model.AssetTypeLabel[f.Type]}, {"Status", model.AssetStatusLabel[f.Status]}},
		exportSort(f.Sort, "-createdAt", assetSortLabels))
	doc := report.Document{Title: "Lista de Ativos", Filters: filters, Sections: []report.Section{report.AssetList(assets)}}
	return s.sendExport(w, r, format, "ativos", "ativos", doc)
}

var vehicleSortLabels = map[string]string{"purchaseDate": "Data de compra", "purchasePrice": "Preço de compra",
	"sellingPrice": "Preço de venda", "year": "Ano", "make": "Marca", "model": "Modelo", "soldDate": "Data de venda",
	"createdAt": "Data de cadastro"}

func (s *Server) exportVehicles(w http.ResponseWriter, r *http.Request) error {
	format, err := exportFormat(r)
	if err != nil {
		return err
	}
	f, err := vehicleFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = 1, maxExportRows
	vehicles, sum, err := s.store.ListVehicles(r.Context(), f)
	if err != nil {
		return err
	}
	if err := exportTooLarge(sum.Total); err != nil {
		return err
	}
	filters := filterLine(f.Query, [][2]string{{"Status", model.VehicleStatusLabel[f.Status]}},
		exportSort(f.Sort, "-purchaseDate", vehicleSortLabels))
	doc := report.Document{Title: "Lista de Veículos", Filters: filters, Sections: []report.Section{report.VehicleList(vehicles)}}
	return s.sendExport(w, r, format, "veiculos", "veículos", doc)
}

var debtSortLabels = map[string]string{"dueDate": "Vencimento", "creditorName": "Credor", "originalAmount": "Valor original",
	"currentAmount": "Saldo devedor", "status": "Status", "createdAt": "Data de cadastro"}

func (s *Server) exportDebts(w http.ResponseWriter, r *http.Request) error {
	format, err := exportFormat(r)
	if err != nil {
		return err
	}
	f, err := debtFilter(r)
	if err != nil {
		return err
	}
	f.Page, f.PageSize = 1, maxExportRows
	debts, sum, err := s.store.ListDebts(r.Context(), f)
	if err != nil {
		return err
	}
	if err := exportTooLarge(sum.Count); err != nil {
		return err
	}
	filters := filterLine(f.Query, [][2]string{{"Tipo", model.DebtCategoryLabel[f.Category]}, {"Status", model.DebtStatusLabel[f.Status]}},
		exportSort(f.Sort, "dueDate", debtSortLabels))
	doc := report.Document{Title: "Lista de Dívidas", Filters: filters, Sections: []report.Section{report.DebtList(debts)}}
	return s.sendExport(w, r, format, "dividas", "dívidas", doc)
}
