import { ArcElement, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

/** Only the pieces the two dashboard charts use are registered, so the lazily loaded chunk stays small. */
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip)
Chart.defaults.font.family = 'inherit'
Chart.defaults.color = '#64748b'
// No entry animation: a second of redrawing both charts on every frame, right as the dashboard appears, keeps a
// phone's main thread busy (Lighthouse counts it as blocking time) for an effect nobody needs to read the figures.
Chart.defaults.animation = false
