import { ArcElement, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

/** Only the pieces the two dashboard charts use are registered, so the lazily loaded chunk stays small. */
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip)
Chart.defaults.font.family = 'inherit'
Chart.defaults.color = '#64748b'
