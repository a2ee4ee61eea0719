package report

import (
	"bytes"
	"fmt"
	"image"
	_ "image/jpeg" // logos
	"image/png"
	"io"
	"regexp"
	"strconv"

	"github.com/go-pdf/fpdf"
)

// compressPDF is switched off by the tests, which read the text from the page content streams.
var compressPDF = true

var hexColour = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// colourOr returns c when it is a #RRGGBB colour, else the fallback.
func colourOr(c, fallback string) string {
	if hexColour.MatchString(c) {
		return c
	}
	return fallback
}

func rgb(c string) (int, int, int) {
	v, _ := strconv.ParseUint(c[1:], 16, 32)
	return int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)
}

// tint mixes a colour with white: share 0 is white, 1 the colour.
func tint(c string, share float64) (int, int, int) {
	r, g, b := rgb(c)
	mix := func(v int) int { return 255 - int(float64(255-v)*share) }
	return mix(r), mix(g), mix(b)
}

const (
	pageMargin = 10.0
	rowHeight  = 6.0
	logoHeight = 14.0
	// bottomMargin leaves room for the page number.
	bottomMargin = 16.0
)

// WritePDF writes the report as an A4 PDF: the company's logo (PNG or JPEG) and name in its primary colour, the
// title and period, each section as a table whose column titles repeat on every page, totals in bold, and
// "Página n de N" at the foot of each page. The core fonts are cp1252, so every text goes through fpdf's
// translator and 'ç', 'ã', 'é' print as themselves.
func WritePDF(w io.Writer, doc Document) error {
	primary := colourOr(doc.Brand.PrimaryColor, "#3B82F6")
	secondary := colourOr(doc.Brand.SecondaryColor, "#1E40AF")
	orientation := "P"
	for _, sec := range doc.Sections {
		if sectionWidth(sec) > 210-2*pageMargin {
			orientation = "L" // a wide table (the net worth's eight columns) turns the page
		}
	}
	pdf := fpdf.New(orientation, "mm", "A4", "")
	pageWidth, _ := pdf.GetPageSize()
	pdf.SetCompression(compressPDF)
	pdf.SetMargins(pageMargin, pageMargin, pageMargin)
	pdf.SetAutoPageBreak(true, bottomMargin)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetTitle(doc.Title, true)
	pdf.SetAuthor(doc.Brand.CompanyName, true)
	pdf.SetCreator("Patrimônio", true)
	pdf.AliasNbPages("{nb}")
	pdf.SetFooterFunc(func() {
		pdf.SetY(-12)
		pdf.SetFont("Helvetica", "", 8)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(140, 5, tr(fit(pdf, tr, doc.Brand.CompanyName+" — "+doc.Title, 140)), "", 0, "L", false, 0, "")
		pdf.CellFormat(0, 5, tr(fmt.Sprintf("Página %d de {nb}", pdf.PageNo())), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()

	// Header: logo, company name, title, period and generation time.
	x := pageMargin
	if logo, logoType := logoImage(doc.Brand.Logo); logo != nil {
		opt := fpdf.ImageOptions{ImageType: logoType}
		info := pdf.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo))
		if pdf.Err() || info == nil || info.Height() == 0 {
			pdf.ClearError() // an image fpdf still cannot read is left out
		} else {
			width := info.Width() * logoHeight / info.Height()
			pdf.ImageOptions("logo", x, pageMargin, width, logoHeight, false, opt, 0, "")
			x += width + 4
		}
	}
	pdf.SetXY(x, pageMargin)
	pdf.SetFont("Helvetica", "B", 16)
	pdf.SetTextColor(rgb(primary))
	pdf.CellFormat(0, 8, tr(doc.Brand.CompanyName), "", 2, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.SetTextColor(90, 90, 90)
	pdf.CellFormat(0, 5, tr("Gerado em "+ptDateTime(doc.GeneratedAt)), "", 1, "L", false, 0, "")
	pdf.SetY(pageMargin + logoHeight + 4)
	pdf.SetFont("Helvetica", "B", 13)
	pdf.SetTextColor(30, 30, 30)
	pdf.CellFormat(0, 7, tr(doc.Title), "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	pdf.SetTextColor(90, 90, 90)
	pdf.CellFormat(0, 5, tr("Período: "+doc.Period), "", 1, "L", false, 0, "")
	pdf.SetDrawColor(rgb(primary))
	pdf.SetLineWidth(0.6)
	y := pdf.GetY() + 2
	pdf.Line(pageMargin, y, pageWidth-pageMargin, y)
	pdf.SetY(y + 4)

	for _, s := range doc.Sections {
		writePDFSection(pdf, tr, s, primary, secondary)
	}
	if err := pdf.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return pdf.Output(w)
}

func writePDFSection(pdf *fpdf.Fpdf, tr func(string) string, s Section, primary, secondary string) {
	_, pageHeight := pdf.GetPageSize()
	bottom := pageHeight - bottomMargin
	header := func() {
		pdf.SetFont("Helvetica", "B", 8)
		pdf.SetFillColor(rgb(primary))
		pdf.SetTextColor(255, 255, 255)
		pdf.SetDrawColor(rgb(primary))
		for _, c := range s.Columns {
			pdf.CellFormat(c.Width, rowHeight+1, tr(c.Title), "1", 0, align(c.Kind), true, 0, "")
		}
		pdf.Ln(-1)
	}
	// The section title stays with the column titles and at least one row.
	if pdf.GetY()+3*rowHeight+8 > bottom {
		pdf.AddPage()
	}
	pdf.SetFont("Helvetica", "B", 11)
	pdf.SetTextColor(rgb(secondary))
	pdf.CellFormat(0, 7, tr(s.Title), "", 1, "L", false, 0, "")
	header()
	row := func(cells []Cell, bold, zebra bool) {
		if pdf.GetY()+rowHeight > bottom {
			pdf.AddPage()
			header()
		}
		style := ""
		pdf.SetTextColor(30, 30, 30)
		pdf.SetDrawColor(220, 220, 220)
		switch {
		case bold:
			style = "B"
			pdf.SetFillColor(tint(primary, 0.15))
		case zebra:
			pdf.SetFillColor(245, 246, 248)
		default:
			pdf.SetFillColor(255, 255, 255)
		}
		for i, c := range s.Columns {
			pdf.SetFont("Helvetica", style, 8)
			text := ""
			if i < len(cells) {
				text = display(cells[i])
			}
			if i < len(cells) && cells[i].Kind != Text {
				shrinkToFit(pdf, tr, text, c.Width-2, style) // an amount, a day or a percentage is never cut
			} else {
				text = fit(pdf, tr, text, c.Width-2)
			}
			pdf.CellFormat(c.Width, rowHeight, tr(text), "B", 0, align(c.Kind), true, 0, "")
		}
		pdf.Ln(-1)
	}
	if len(s.Rows) == 0 {
		pdf.SetFont("Helvetica", "I", 8)
		pdf.SetTextColor(90, 90, 90)
		pdf.CellFormat(0, rowHeight, tr("Nenhum registro no período."), "", 1, "L", false, 0, "")
	}
	for i, r := range s.Rows {
		row(r, false, i%2 == 1)
	}
	for _, r := range s.Totals {
		row(r, true, false)
	}
	pdf.Ln(6)
}

func align(k Kind) string {
	if k == Money || k == Percent {
		return "R"
	}
	if k == Date {
		return "C"
	}
	return "L"
}

// sectionWidth is the width of a section's table (mm).
func sectionWidth(s Section) float64 {
	var w float64
	for _, c := range s.Columns {
		w += c.Width
	}
	return w
}

// shrinkToFit lowers the font size, half a point at a time down to 5 pt, until text fits the width (mm). The
// money columns are sized for R$ 999.999.999,99 at 8 pt; this keeps a larger amount whole, only smaller.
func shrinkToFit(pdf *fpdf.Fpdf, tr func(string) string, text string, width float64, style string) {
	for size := 8.0; size > 5 && pdf.GetStringWidth(tr(text)) > width; size -= 0.5 {
		pdf.SetFont("Helvetica", style, size-0.5)
	}
}

// fit shortens text with an ellipsis until it fits the width (mm) in the current font.
func fit(pdf *fpdf.Fpdf, tr func(string) string, text string, width float64) string {
	if pdf.GetStringWidth(tr(text)) <= width {
		return text
	}
	runes := []rune(text)
	for len(runes) > 0 && pdf.GetStringWidth(tr(string(runes)+"…")) > width {
		runes = runes[:len(runes)-1]
	}
	return string(runes) + "…"
}

// logoImage returns the logo as fpdf reads it and fpdf's name for its type, or nil for anything that is not a
// readable PNG or JPEG (GIF, WebP, a damaged file: the PDF is then made without the logo). A PNG is decoded and
// written again as a plain PNG, since fpdf reads only some PNG variants (not interlaced ones) and panics on a
// damaged one.
func logoImage(b []byte) ([]byte, string) {
	if len(b) == 0 {
		return nil, ""
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil || cfg.Width*cfg.Height > 25_000_000 { // no more than 25 megapixels are decoded
		return nil, ""
	}
	img, format, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, ""
	}
	switch format {
	case "jpeg":
		return b, "JPG"
	case "png":
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return nil, ""
		}
		return buf.Bytes(), "PNG"
	}
	return nil, ""
}
