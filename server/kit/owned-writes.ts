import { and, eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { FieldErrors } from '../../src/contract/common'
import type { HistoryAction, HistoryChange, HistoryRecordType } from '../../src/contract/history'
import { staleMessage } from '../../src/contract/lists'
import type { Db, Tx } from '../db/client'
import type { KeyedCreate } from './idempotency'
import { isUuid, nextVersion, sameVersion } from './list-query'
import { diff, recordChange } from './history'
import { fail, invalid, isUniqueViolation, unlessRefused } from './result'
import type { Failure, Saved } from './result'
import { statsChanged } from './stats-cache'

/**
 * The write kit every area uses: create, versioned update and status change of a row the
 * organisation owns, each answering the saved row as the area reads it, and each leaving one history entry in its
 * own transaction (docs/history.md#the-kit).
 */
type Owned = PgTable & { id: PgColumn; org_id: PgColumn }
export type OwnedTable = Owned & { updated_at: PgColumn }
export type { Saved, Tx }

export type WriteArea<Table extends OwnedTable, Row> = {
  table: Table
  /** Messages are read when answered, in the request's language. */
  notFound: () => string
  read: (db: Db, orgId: string, id: string) => Promise<Row | null>
  /** The field a unique violation is answered under (409), when the table has a unique key besides its id. */
  unique?: { field: string; message: () => string }
  history: HistoryOf<Row>
}

/** How an area's records appear in the history (docs/history.md#the-kit). */
export type HistoryOf<Row> = {
  type: HistoryRecordType
  /** What the record is called where it was changed: its code, SKU, name or ticket number. */
  label: (row: Row) => string
  /** The contract's `*Labels`: the fields recorded, each under its label. */
  labels: Readonly<Record<string, string>>
  /** Labelled fields that are not the record's own (counts of other rows). */
  omit?: readonly string[]
  /** The record's id when it is not the written row's (a complaint's note belongs to the complaint). */
  id?: (row: Row) => string
}

/** What one write says beyond the kit's default: its action, or changes that are not the record's fields (a note's text). */
export type HistoryNote = { action?: HistoryAction; changes?: HistoryChange[] }

/** The history entry of a write, from the area's reads before and after it in the transaction. */
async function recordWrite<Row>(
  tx: Tx,
  orgId: string,
  area: WriteArea<OwnedTable, Row>,
  rowId: string,
  reads: [Row | null, Row],
  action: HistoryAction,
  note?: HistoryNote,
) {
  const { type, label, labels, omit, id } = area.history
  const [before, after] = reads
  await recordChange(tx, orgId, {
    type,
    id: id?.(after) ?? rowId,
    label: label(after),
    action: note?.action ?? action,
    changes: note?.changes ?? diff(before as object | null, after as object, labels, { omit }),
  })
}

/** The row as the area reads it in the write's transaction: the answer, and the history's `after`. */
async function readBack<Row>(tx: Tx, orgId: string, id: string, area: WriteArea<OwnedTable, Row>): Promise<Row> {
  const data = await area.read(tx, orgId, id)
  if (data === null) throw new Error('the written record cannot be read')
  return data
}

/** Runs a write; a unique violation becomes 409 under the area's unique field. */
async function unlessTaken<T>(area: Pick<WriteArea<OwnedTable, unknown>, 'unique'>, work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await unlessRefused(work)
  } catch (error) {
    if (!area.unique || !isUniqueViolation(error)) throw error
    const message = area.unique.message()
    return fail(409, message, { errors: { [area.unique.field]: [message] } })
  }
}

/** True when the row `id` of `table` is the organisation's (and matches `extra`). */
export async function owns(db: Db, table: Owned, orgId: string, id: string, extra?: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.org_id, orgId), extra))
  return rows.length > 0
}

/** 400 with these field errors, or null when there are none. */
export const refusedIf = (errors: FieldErrors): Failure | null => (Object.keys(errors).length ? invalid(errors) : null)

/** A form's reference to another record: its table, the field's message when it is not the organisation's, what else must hold. */
type Reference = [table: Owned, message: string, extra?: SQL]

/** 400 with the message of every field whose id is not the organisation's row of its table; a null id (none chosen) passes. */
export async function referenceErrors<Field extends string>(
  db: Db,
  orgId: string,
  input: NoInfer<Record<Field, string | null>>,
  references: Record<Field, Reference>,
): Promise<Failure | null> {
  const fields = Object.keys(references) as Field[]
  const valid = await Promise.all(fields.map((field) => input[field] === null || owns(db, references[field][0], orgId, input[field], references[field][2])))
  return refusedIf(Object.fromEntries(fields.filter((_, index) => !valid[index]).map((field) => [field, [references[field][1]]])))
}

export type Create<Table extends OwnedTable> = {
  values: Omit<PgInsertValue<Table>, 'org_id'>
  /** More rows of the same record, written in the same transaction; throw a Refusal to roll back. */
  also?: (tx: Tx, id: string) => Promise<void>
  /** The request's Idempotency-Key: claimed first in the transaction, its answer kept last, so all commit together. */
  key?: KeyedCreate
  history?: HistoryNote
}

export async function createOwned<Table extends OwnedTable, Row>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  { values, also, key, history }: Create<Table>,
): Promise<Saved<Row>> {
  const { table } = area
  const result = await unlessTaken(area, () =>
    db.transaction(async (tx) => {
      await key?.claim(tx)
      const [row] = await tx
        .insert(table)
        .values({ ...values, org_id: orgId } as PgInsertValue<Table>)
        .returning({ id: table.id })
      if (!row) throw new Error('insert returned nothing')
      await also?.(tx, row.id as string)
      // Read in the transaction: the answer kept with the key (and the history's `after`) is the record as this commit leaves it.
      const data = await readBack(tx, orgId, row.id as string, area)
      await recordWrite(tx, orgId, area, row.id as string, [null, data], 'created', history)
      await key?.keep(tx, data)
      return { ok: true as const, data }
    }),
  )
  if (result.ok) await statsChanged(db, orgId)
  return result
}

export type VersionedUpdate<Table extends OwnedTable> = {
  id: string
  /** The version the form was loaded from: a stale one gets 409 with the current record. */
  updated_at: string
  values: PgUpdateSetSource<Table>
  /** Checks that need the record to exist and be current (references, say); a Failure refuses the save. */
  check?: () => Promise<Failure | null>
  /** More work in the same transaction after the row is written; throw a Refusal to roll back. */
  also?: (tx: Tx) => Promise<void>
  history?: HistoryNote
}

export async function updateVersioned<Table extends OwnedTable, Row extends { updated_at: string }>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  { id, updated_at, values, check, also, history }: VersionedUpdate<Table>,
): Promise<Saved<Row>> {
  const { table } = area
  const current = await area.read(db, orgId, id)
  if (!current) return fail(404, area.notFound())
  if (Date.parse(current.updated_at) !== Date.parse(updated_at)) return fail(409, staleMessage(), { current })
  const refusal = await check?.()
  if (refusal) return refusal
  const written = await unlessTaken(area, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(table)
        .set({ ...values, updated_at: nextVersion(table.updated_at) } as PgUpdateSetSource<Table>)
        .where(and(eq(table.id, id), eq(table.org_id, orgId), sameVersion(table.updated_at, updated_at)))
        .returning({ id: table.id })
      // Someone saved between our read and this write (the row lock makes this check exact).
      if (!row) return false
      await also?.(tx)
      const data = await readBack(tx, orgId, id, area)
      // `current` is the record at the version this write replaced (every write moves the version): the history's `before`.
      await recordWrite(tx, orgId, area, id, [current, data], 'updated', history)
      return { ok: true as const, data }
    }),
  )
  if (written === false) {
    const latest = await area.read(db, orgId, id)
    return latest ? fail(409, staleMessage(), { current: latest }) : fail(404, area.notFound())
  }
  if (written.ok) await statsChanged(db, orgId)
  return written
}

/** A status change (active/inactive): no version check, the latest click wins. */
export async function setStatus<Table extends OwnedTable, Row>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  id: string,
  values: PgUpdateSetSource<Table>,
  history?: HistoryNote,
): Promise<Saved<Row>> {
  const { table } = area
  if (!isUuid(id)) return fail(404, area.notFound())
  const mine = and(eq(table.id, id), eq(table.org_id, orgId))
  const data = await db.transaction(async (tx) => {
    // The row is locked before it is read, so `before` is what this change replaces.
    const locked = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(mine)
      .for('update')
    if (locked.length === 0) return null
    const before = await readBack(tx, orgId, id, area)
    await tx
      .update(table)
      .set({ ...values, updated_at: nextVersion(table.updated_at) } as PgUpdateSetSource<Table>)
      .where(mine)
    const after = await readBack(tx, orgId, id, area)
    await recordWrite(tx, orgId, area, id, [before, after], 'status', history)
    return after
  })
  if (data === null) return fail(404, area.notFound())
  await statsChanged(db, orgId)
  return { ok: true, data }
}
