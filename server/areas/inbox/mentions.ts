import { and, eq, ne, sql } from 'drizzle-orm'
import { users } from '../../auth/schema'
import type { Db, Tx } from '../../db/client'

// Mentions (docs/areas/inbox.md#mentions): '@' and a member's full name, in any case, in a note names that member.
// Shared by the complaints' notes and the notes on records.

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`

/** The organisation's active members a note can mention ('@First Last'), for the note field's completion. */
export async function mentionOptions(db: Tx | Db, orgId: string) {
  return db
    .select({ value: users.id, label: fullName })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.status, 'active')))
    .orderBy(users.firstName, users.lastName)
}

/** The active members of this organisation a note names with '@', never its writer. */
export async function mentionedIn(tx: Tx, orgId: string, actorId: string, body: string): Promise<string[]> {
  if (!body.includes('@')) return []
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.status, 'active'),
        ne(users.id, actorId),
        sql`length(${fullName}) > 0 and position(lower('@' || ${fullName}) in lower(${body})) > 0`,
      ),
    )
  return rows.map((row) => row.id)
}

/** A member's full name ('' when there is none). */
export async function memberName(tx: Tx, id: string): Promise<string> {
  const [actor] = await tx.select({ name: fullName }).from(users).where(eq(users.id, id))
  return actor?.name ?? ''
}
