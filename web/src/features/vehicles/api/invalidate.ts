/** VEHICLE_QUERIES are what a vehicle's change makes stale: every vehicle list, detail and history, and the dashboard that counts them. */
export const VEHICLE_QUERIES = [['vehicles'], ['dashboard']]
