import { and, eq, gte, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { idempotencyKeys } from './schema'
import { Refusal, fail } from './result'
import { stillProcessing as stillProcessingText } from '../../src/paraglide/m/server'

/**
 * `fingerprint` binds the key to one request: a hash of its method, path, organisation, user and body
 * (server/kit/idempotent.ts makes it). The key itself is the organisation's: (org_id, key) is unique.
 */
export type IdempotencyScope = { orgId: string; key: string; method: string; path: string; fingerprint: string }
export type StoredAnswer = { status: number; body: unknown }
type KeyRow = { method: string; path: string; fingerprint: string | null; status: number; body: unknown }

/**
 * What a retry with this key gets: the first answer, `different` when the key was used for another request,
 * or `inFlight` for a claim another copy of the API committed before its work (older versions did) and is
 * still within a request's lifetime. Null when the key is free.
 */
export type EarlierUse = { kind: 'answer'; answer: StoredAnswer } | { kind: 'different' } | { kind: 'inFlight' } | null

/** A key row whose request is still running has status 0 (only older versions commit one; this one never does). */
const inProgress = 0
const keyLifetime = sql`interval '24 hours'`
/** Longer than any request can live: a claim older than this is from a request that died. */
const claimLifetime = sql`interval '60 seconds'`

/** Read per request, in its language. */
export const stillProcessing = () => stillProcessingText()

const keyIs = ({ orgId, key }: IdempotencyScope) => and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key))
/** A row that still holds its key: an answer younger than the key's lifetime, or a claim younger than a request's. */
const live = or(
  and(eq(idempotencyKeys.status, inProgress), gte(idempotencyKeys.createdAt, sql`now() - ${claimLifetime}`)),
  and(sql`${idempotencyKeys.status} <> ${inProgress}`, gte(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`)),
)

function earlierUse(row: KeyRow | undefined, scope: IdempotencyScope): EarlierUse {
  if (!row) return null
  // Keys kept before fingerprints existed are compared as they were then, by method and path.
  const same = row.method === scope.method && row.path === scope.path && (row.fingerprint === null || row.fingerprint === scope.fingerprint)
  if (!same) return { kind: 'different' }
  return row.status === inProgress ? { kind: 'inFlight' } : { kind: 'answer', answer: { status: row.status, body: row.body } }
}

/** The committed use of this key, if any (see EarlierUse). */
export async function findEarlierUse(db: Db, scope: IdempotencyScope): Promise<EarlierUse> {
  const [row] = await db
    .select({
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(keyIs(scope), live))
  return earlierUse(row, scope)
}

/**
 * The key of one keyed create, written by the create's own transaction (createOwned), so the key, the record
 * and the answer commit together or not at all: a crash leaves nothing and the retry creates; a commit leaves
 * all three and the retry replays. Nothing about HTTP: the route supplies how the saved record is answered.
 */
export type KeyedCreate = {
  /** First in the transaction. Throws a Refusal (409) when another request holds the key; `taken` then says so. */
  claim: (tx: Tx) => Promise<void>
  /** Last in the transaction: keeps the answer the route will send for this record. */
  keep: (tx: Tx, data: unknown) => Promise<void>
  /** True once claim found the key taken (by a duplicate that committed first): answer with its use instead. */
  readonly taken: boolean
  /** True once keep ran: the answer is in the transaction. */
  readonly kept: boolean
}

export function keyedCreate(scope: IdempotencyScope, answerOf: (data: unknown) => StoredAnswer): KeyedCreate {
  const { orgId, key, method, path, fingerprint } = scope
  const state = { taken: false, kept: false }
  return {
    get taken() {
      return state.taken
    },
    get kept() {
      return state.kept
    },
    async claim(tx) {
      // Not committed before the work: a duplicate running at the same time waits here on the key's row
      // until this transaction ends, then finds the answer (or, after a rollback, the key free).
      const rows = await tx
        .insert(idempotencyKeys)
        .values({ orgId, key, method, path, fingerprint, status: inProgress, body: null })
        .onConflictDoUpdate({
          target: [idempotencyKeys.orgId, idempotencyKeys.key],
          set: { method, path, fingerprint, status: inProgress, body: null, createdAt: sql`now()` },
          setWhere: sql`not (${live})`,
        })
        .returning({ key: idempotencyKeys.key })
      if (rows.length > 0) return
      state.taken = true
      throw new Refusal(fail(409, stillProcessing()))
    },
    async keep(tx, data) {
      const { status, body } = answerOf(data)
      await tx.update(idempotencyKeys).set({ status, body }).where(keyIs(scope))
      state.kept = true
    },
  }
}

/**
 * For a keyed route whose write does not take the key into its transaction: keeps the answer afterwards
 * (replayed, though not atomic with the record). The keyed creates all use KeyedCreate.
 */
export async function keepAnswerAfter(db: Db, scope: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  const { orgId, key, method, path, fingerprint } = scope
  await db
    .insert(idempotencyKeys)
    .values({ orgId, key, method, path, fingerprint, ...answer })
    .onConflictDoNothing()
}

export async function pruneIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${keyLifetime}`))
}
