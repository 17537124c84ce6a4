import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { SavedView, viewCreateBody, viewUpdateBody } from '../../../src/contract/views'
import { viewLimit, viewMessages } from '../../../src/contract/views'
import { users } from '../../auth/schema'
import type { SessionUser } from '../../auth/sessions'
import type { Db, Tx } from '../../db/client'
import { isUuid } from '../../kit/list-query'
import { fail, isUniqueViolation } from '../../kit/result'
import type { Saved } from '../../kit/result'
import { savedViews as sv } from './schema'

type ViewCreate = v.InferOutput<typeof viewCreateBody>

/** The person asking, with the screens their role opens (grantedPaths of their grants). */
type Viewer = SessionUser & { paths: readonly string[] }
/** A list screen the caller's role opens (exactly one of the list of areas' paths, not a form under it). */
const opens = (user: Viewer, list: string) => user.paths.includes(list)
type ViewUpdate = v.InferOutput<typeof viewUpdateBody>

const columns = {
  id: sv.id,
  list: sv.list_key,
  name: sv.name,
  query: sv.query,
  shared: sv.shared,
  is_default: sv.is_default,
  owner_id: sv.owner_id,
  owner_name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  updated_at: sv.updated_at,
}

type ViewRow = { owner_id: string; updated_at: Date } & Omit<SavedView, 'mine' | 'updated_at'>

const toView = ({ owner_id, updated_at, ...row }: ViewRow, user: SessionUser): SavedView => ({
  ...row,
  // Only the owner's default counts: another person's default is not yours.
  is_default: row.is_default && owner_id === user.id,
  mine: owner_id === user.id,
  updated_at: updated_at.toISOString(),
})

/** Views the caller may see: their own, and those shared in their organisation. */
const visible = (user: SessionUser) => and(eq(sv.org_id, user.orgId), or(eq(sv.owner_id, user.id), eq(sv.shared, true)))

const select = (db: Db | Tx) => db.select(columns).from(sv).innerJoin(users, eq(users.id, sv.owner_id))

/** The list's views the caller may see (none when they may not open the list): defaults first, then by name. */
export async function listViews(db: Db, user: Viewer, list: string): Promise<SavedView[]> {
  if (!opens(user, list)) return []
  const rows = await select(db)
    .where(and(visible(user), eq(sv.list_key, list)))
    .orderBy(desc(sql`${sv.is_default} and ${sv.owner_id} = ${user.id}`), asc(sv.name), asc(sv.id))
    .limit(viewLimit * 4)
  return rows.map((row) => toView(row, user))
}

async function readView(db: Db | Tx, user: Viewer, id: string): Promise<SavedView | null> {
  if (!isUuid(id)) return null
  const [row] = await select(db).where(and(visible(user), eq(sv.id, id)))
  return row && opens(user, row.list) ? toView(row, user) : null
}

/** Another of the person's views of the list stops being their default. */
const clearDefault = (tx: Tx, user: SessionUser, list: string) =>
  tx
    .update(sv)
    .set({ is_default: false })
    .where(and(eq(sv.owner_id, user.id), eq(sv.list_key, list), eq(sv.is_default, true)))

const nameTaken = () => fail(409, viewMessages.taken, { errors: { name: [viewMessages.taken] } })

async function unlessNameTaken(work: () => Promise<Saved<SavedView>>): Promise<Saved<SavedView>> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken()
    throw error
  }
}

export async function createView(db: Db, user: Viewer, input: ViewCreate): Promise<Saved<SavedView>> {
  if (!opens(user, input.list)) return fail(400, viewMessages.list, { errors: { list: [viewMessages.list] } })
  const [held] = await db
    .select({ value: count() })
    .from(sv)
    .where(and(eq(sv.owner_id, user.id), eq(sv.list_key, input.list)))
  if ((held?.value ?? 0) >= viewLimit) return fail(400, viewMessages.tooMany)
  return unlessNameTaken(() =>
    db.transaction(async (tx) => {
      if (input.is_default) await clearDefault(tx, user, input.list)
      const [row] = await tx
        .insert(sv)
        .values({
          org_id: user.orgId,
          owner_id: user.id,
          list_key: input.list,
          name: input.name,
          query: input.query,
          shared: input.shared,
          is_default: input.is_default,
        })
        .returning({ id: sv.id })
      const data = row && (await readView(tx, user, row.id))
      if (!data) throw new Error('the saved view cannot be read')
      return { ok: true as const, data }
    }),
  )
}

/** The caller's own view, or why not: 404 for one they cannot see, 403 for another person's shared view. */
async function ownView(db: Db, user: Viewer, id: string): Promise<Saved<SavedView>> {
  const view = await readView(db, user, id)
  if (!view) return fail(404, viewMessages.notFound)
  if (!view.mine) return fail(403, viewMessages.notOwner)
  return { ok: true, data: view }
}

export async function updateView(db: Db, user: Viewer, id: string, input: ViewUpdate): Promise<Saved<SavedView>> {
  const own = await ownView(db, user, id)
  if (!own.ok) return own
  return unlessNameTaken(() =>
    db.transaction(async (tx) => {
      if (input.is_default) await clearDefault(tx, user, own.data.list)
      await tx
        .update(sv)
        .set({ ...input, updated_at: sql`now()` })
        .where(and(eq(sv.id, id), eq(sv.owner_id, user.id)))
      const data = await readView(tx, user, id)
      if (!data) throw new Error('the saved view cannot be read')
      return { ok: true as const, data }
    }),
  )
}

export async function deleteView(db: Db, user: Viewer, id: string): Promise<Saved<SavedView>> {
  const own = await ownView(db, user, id)
  if (!own.ok) return own
  await db.delete(sv).where(and(eq(sv.id, id), eq(sv.owner_id, user.id)))
  return own
}
