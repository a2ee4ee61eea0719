/** VEHICLE_QUERIES are what a vehicle's change makes stale: every vehicle list, detail and history, the dashboard that counts them and the accounts their money moved. */
export const VEHICLE_QUERIES = [['vehicles'], ['dashboard'], ['accounts']]
