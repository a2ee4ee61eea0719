package api

import (
	"fmt"
	"net/http"
	"slices"

	"patrimonio/internal/model"
	"patrimonio/internal/pix"
	"patrimonio/internal/validate"
)

const receivableNotFound = "Conta a receber não encontrada"

func (s *Server) listReceivables(w http.ResponseWriter, r *http.Request) error {
	page, size, err := pageParams(r)
	if err != nil {
		return err
	}
	if err := noSort(r); err != nil {
		return err
	}
	status, err := queryFilter(r, "status", oneOf("open", "overdue", "paid"), "Status inválido.")
	if err != nil {
		return err
	}
	list, sum, err := s.store.ListReceivables(r.Context(), model.ReceivableStatus(status), page, size)
	if err != nil {
		return err
	}
	writeList(w, list, listMeta{Total: sum.Count, Page: page, PageSize: size, Summary: sum})
	return nil
}

func (s *Server) getReceivable(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	rec, err := s.store.ReceivableByID(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, rec)
	return nil
}

func (s *Server) listReceipts(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	list, err := s.store.ReceivableReceipts(r.Context(), id)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, list)
	return nil
}

// receiptRequest is the body of a receipt: the day, the amount and the account it entered.
type receiptRequest struct {
	Date      model.Date  `json:"date"`
	Amount    model.Money `json:"amount"`
	AccountID int64       `json:"accountId"`
	// InstallmentNumber names the installment paid; left out, the receipt pays the installments in order.
	InstallmentNumber *int `json:"installmentNumber"`
}

func (s *Server) addReceipt(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var in receiptRequest
	if err := decode(w, r, &in); err != nil {
		return err
	}
	if _, err := s.store.ReceivableByID(r.Context(), id); err != nil {
		return err
	}
	p := model.ReceivableReceipt{ReceivableID: id, Date: in.Date, Amount: in.Amount, AccountID: in.AccountID,
		InstallmentNumber: in.InstallmentNumber}
	if e := validate.Receipt(p, s.store.Today()); !e.OK() {
		return e
	}
	created, err := s.store.AddReceipt(r.Context(), p, currentUser(r.Context()))
	if err != nil {
		return err
	}
	writeData(w, http.StatusCreated, created)
	return nil
}

func (s *Server) deleteReceipt(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	receipt, err := entryID(r, "receiptId")
	if err != nil {
		return err
	}
	if err := s.store.DeleteReceipt(r.Context(), id, receipt, currentUser(r.Context())); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// installmentPixJSON is an installment's Pix charge: the 'copia e cola' code and its QR code for what is open of it,
// with the key, name and city the payer's app will show.
type installmentPixJSON struct {
	Code    string      `json:"code"`
	QRCode  string      `json:"qrCode"` // a data:image/png;base64 URL
	Amount  model.Money `json:"amount"`
	TxID    string      `json:"txid"`
	DueDate model.Date  `json:"dueDate"`
	Key     string      `json:"key"`
	Name    string      `json:"name"`
	City    string      `json:"city"`
}

// installmentPix answers an open installment's static Pix charge, built from the company's Pix key in the
// settings; its txid names the bill (R<receivable>P<installment>) so that the receipt is found in the statement.
func (s *Server) installmentPix(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	number, err := entryID(r, "number")
	if err != nil {
		return refuse(http.StatusNotFound, "not_found", validate.MsgInstallmentNotFound)
	}
	rec, err := s.store.ReceivableByID(r.Context(), id)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(rec.Installments, func(in model.Installment) bool { return int64(in.Number) == number })
	if i < 0 {
		return refuse(http.StatusNotFound, "not_found", validate.MsgInstallmentNotFound)
	}
	in := rec.Installments[i]
	open := in.Amount - in.Received
	if open <= 0 {
		return refuse(http.StatusConflict, "installment_paid", validate.MsgPixNothingDue)
	}
	st, err := s.store.Settings(r.Context())
	if err != nil {
		return err
	}
	if st.PixKey == "" {
		return refuse(http.StatusConflict, "pix_not_set", validate.MsgPixNotSet)
	}
	charge := pix.Charge{Key: st.PixKey, Name: st.PixName, City: st.PixCity, Amount: int64(open), TxID: fmt.Sprintf("R%dP%d", id, number)}
	code := pix.Payload(charge)
	qr, err := pix.QRCode(code, 320)
	if err != nil {
		return err
	}
	writeData(w, http.StatusOK, installmentPixJSON{Code: code, QRCode: qr, Amount: open, TxID: pix.TxID(charge.TxID),
		DueDate: in.DueDate, Key: st.PixKey, Name: st.PixName, City: st.PixCity})
	return nil
}
