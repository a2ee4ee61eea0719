const grouped = new Intl.NumberFormat('pt-BR')

/** formatCount writes a count grouped the Brazilian way: 10000 → '10.000'. */
export const formatCount = (n: number) => grouped.format(n)

/**
 * counted writes a count with its word in the right number, never 'ativo(s)': one takes the singular, zero and
 * more the plural — counted(1, 'ativo', 'ativos') is '1 ativo', counted(10000, 'linha', 'linhas') '10.000 linhas'.
 */
export const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`
