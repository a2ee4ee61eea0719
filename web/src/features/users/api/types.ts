import type { Role } from '@/lib/permissions'

/** User is a user as the API returns it (spec §3 User). */
export type User = {
  id: number
  name: string
  email: string
  role: Role | string
  status: 'active' | 'inactive'
  active: boolean
  avatar: string
  createdAt: string
  updatedAt: string
}
