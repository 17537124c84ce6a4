import type { Role } from '../../src/contract/permissions'

export const demoOrgId = '6b0f3c1e-9a57-4f5e-8a7b-2d4c1e0a5001'
export const lotusOrgId = '6b0f3c1e-9a57-4f5e-8a7b-2d4c1e0a5002'

export const demoPassword = 'Kesar@2026'
export const lotusPassword = 'Lotus@2026'

/** The sign-in main.ts prints at start. */
export const demoLogin = { email: 'owner@kesar.example', password: demoPassword } as const

export type DemoUser = { role: Role; email: string; firstName: string; lastName: string; phone: string }

export const demoUsers: DemoUser[] = [
  { role: 'owner', email: 'owner@kesar.example', firstName: 'Aarav', lastName: 'Mehta', phone: '+919876543210' },
  { role: 'manager', email: 'manager@kesar.example', firstName: 'Priya', lastName: 'Sharma', phone: '+919812345601' },
  { role: 'catalogue', email: 'catalogue@kesar.example', firstName: 'Rohan', lastName: 'Iyer', phone: '+919812345602' },
  { role: 'marketing', email: 'marketing@kesar.example', firstName: 'Ananya', lastName: 'Reddy', phone: '+919812345603' },
  { role: 'support', email: 'support@kesar.example', firstName: 'Vikram', lastName: 'Nair', phone: '+919812345604' },
  { role: 'finance', email: 'finance@kesar.example', firstName: 'Meera', lastName: 'Krishnan', phone: '+919812345605' },
  { role: 'surveyor', email: 'surveyor@kesar.example', firstName: 'Arjun', lastName: 'Rao', phone: '+919812345606' },
  { role: 'dispatcher', email: 'dispatcher@kesar.example', firstName: 'Sneha', lastName: 'Patel', phone: '+919812345607' },
  // The night shift: a second dispatcher, so two desks can watch each other's bookings arrive (tests/e2e/live.test.ts).
  { role: 'dispatcher', email: 'night.dispatch@kesar.example', firstName: 'Kavya', lastName: 'Joshi', phone: '+919812345608' },
]

export const lotusOwner: DemoUser = {
  role: 'owner',
  email: 'owner@lotus.example',
  firstName: 'Kabir',
  lastName: 'Malhotra',
  phone: '+919811122233',
}
