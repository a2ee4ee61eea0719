import type { QueryClient } from '@tanstack/react-query'

/** invalidateVehicles refreshes every vehicle list, detail and history, and the dashboard that counts them. */
export function invalidateVehicles(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['vehicles'] }),
    client.invalidateQueries({ queryKey: ['dashboard'] }),
  ])
}
