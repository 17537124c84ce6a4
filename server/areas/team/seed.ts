import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { SeedOrg } from '../../kit/area'
import { hashToken, newToken } from '../../auth/tokens'
import { invites } from './schema'

/**
 * The demo organisation's one pending invite (a support agent), so a first look at /team shows one. Its link was
 * never sent: "Resend" on /team sends a fresh one to the outbox. Only the demo organisation (seed 1) gets it.
 */
export async function teamSeed(db: Db, { orgId, seed }: SeedOrg): Promise<boolean> {
  if (seed !== 1) return false
  const [any] = await db.select({ id: invites.id }).from(invites).where(eq(invites.org_id, orgId)).limit(1)
  if (any) return false
  await db.insert(invites).values({
    org_id: orgId,
    email: 'new.agent@kesar.example',
    phone: '+919812345699',
    role: 'support',
    token_hash: hashToken(newToken()),
    expires_at: sql`now() + interval '7 days'`,
  })
  return true
}
