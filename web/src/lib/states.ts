/** STATES are the 27 UFs, as a property's registry and a vehicle's registration name their state. */
export const STATES = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO']

/** STATE_OPTIONS are the UFs as a select offers them, after '—' for none. */
export const STATE_OPTIONS: [string, string][] = [['', '—'], ...STATES.map((uf): [string, string] => [uf, uf])]
