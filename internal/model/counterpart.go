package model

// Counterpart is the other side of an event that moved no cash or bank account, as a person chose it
// (docs/design.md §10): Kind is one of the ledger's counterparts ("contribution" for 'Aporte dos sócios',
// "opening" for 'Saldo de abertura', …) and Reason the reason of an adjustment.
type Counterpart struct {
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
}
