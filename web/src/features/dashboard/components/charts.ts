/**
 * The charts bring chart.js, so they load lazily. A first visit of /dashboard starts them at once, with the
 * session check and the data (src/app/preload.ts), instead of after the data has come.
 */
export const loadDistributionChart = () => import('./DistributionChart')
export const loadEvolutionChart = () => import('./EvolutionChart')
export const loadBridgeChart = () => import('./BridgeChart')
