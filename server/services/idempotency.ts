import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { idempotencyKeys } from '../db/schema'

export type IdempotencyScope = { orgId: string; key: string; method: string; path: string }
export type StoredAnswer = { method: string; path: string; status: number; body: unknown }

/** A claimed key whose request is still running has status 0. */
export const inProgress = 0
const keyLifetime = sql`interval '24 hours'`

/**
 * Claims the key for this request; false when it is already taken (then read the earlier answer).
 * An expired key is claimed afresh.
 */
export async function claimKey(db: Db, { orgId, key, method, path }: IdempotencyScope): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ orgId, key, method, path, status: inProgress, body: null })
    .onConflictDoUpdate({
      target: [idempotencyKeys.orgId, idempotencyKeys.key],
      set: { method, path, status: inProgress, body: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`),
    })
    .returning({ key: idempotencyKeys.key })
  return rows.length > 0
}

export async function findAnswer(db: Db, { orgId, key }: IdempotencyScope): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ method: idempotencyKeys.method, path: idempotencyKeys.path, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key)))
  return row ?? null
}

export async function saveAnswer(db: Db, { orgId, key }: IdempotencyScope, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key)))
}

/** Frees the key after a refusal, so the corrected request can use it. */
export async function releaseKey(db: Db, { orgId, key }: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, inProgress)))
}

export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`))
}
