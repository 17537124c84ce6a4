import { and, eq } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { FieldErrors } from '../../src/contract/common'
import { staleMessage } from '../../src/contract/lists'
import type { Db, Tx } from '../db/client'
import type { KeyedCreate } from './idempotency'
import { isUuid, nextVersion, sameVersion } from './list-query'
import { fail, found, invalid, isUniqueViolation, unlessRefused } from './result'
import type { Failure, Saved } from './result'
import { statsChanged } from './stats-cache'

/**
 * The write kit every area uses: create, versioned update and status change of a row the
 * organisation owns, each answering the saved row as the area reads it.
 */
type Owned = PgTable & { id: PgColumn; org_id: PgColumn }
export type OwnedTable = Owned & { updated_at: PgColumn }
export type { Saved, Tx }

export type WriteArea<Table extends OwnedTable, Row> = {
  table: Table
  notFound: string
  read: (db: Db, orgId: string, id: string) => Promise<Row | null>
  /** The field a unique violation is answered under (409), when the table has a unique key besides its id. */
  unique?: { field: string; message: string }
}

/** The row as the area reads it after a write. */
const saved = async <Row>(db: Db, orgId: string, id: string, area: WriteArea<OwnedTable, Row>): Promise<Saved<Row>> =>
  found(await area.read(db, orgId, id), area.notFound)

/** Runs a write; a unique violation becomes 409 under the area's unique field. */
async function unlessTaken<T>(area: WriteArea<OwnedTable, unknown>, work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await unlessRefused(work)
  } catch (error) {
    if (!area.unique || !isUniqueViolation(error)) throw error
    const { field, message } = area.unique
    return fail(409, message, { errors: { [field]: [message] } })
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
}

export async function createOwned<Table extends OwnedTable, Row>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  { values, also, key }: Create<Table>,
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
      // Read in the transaction: the answer kept with the key is the record as this commit leaves it.
      const data = await area.read(tx, orgId, row.id as string)
      if (data === null) throw new Error('the created record cannot be read')
      await key?.keep(tx, data)
      return { ok: true as const, data }
    }),
  )
  if (result.ok) statsChanged(db, orgId)
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
}

export async function updateVersioned<Table extends OwnedTable, Row extends { updated_at: string }>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  { id, updated_at, values, check, also }: VersionedUpdate<Table>,
): Promise<Saved<Row>> {
  const { table } = area
  const current = await area.read(db, orgId, id)
  if (!current) return fail(404, area.notFound)
  if (Date.parse(current.updated_at) !== Date.parse(updated_at)) return fail(409, staleMessage, { current })
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
      return true
    }),
  )
  if (written === false) {
    const latest = await area.read(db, orgId, id)
    return latest ? fail(409, staleMessage, { current: latest }) : fail(404, area.notFound)
  }
  if (written !== true) return written
  statsChanged(db, orgId)
  return saved(db, orgId, id, area)
}

/** A status change (active/inactive): no version check, the latest click wins. */
export async function setStatus<Table extends OwnedTable, Row>(
  db: Db,
  orgId: string,
  area: WriteArea<Table, Row>,
  id: string,
  values: PgUpdateSetSource<Table>,
): Promise<Saved<Row>> {
  const { table } = area
  if (!isUuid(id)) return fail(404, area.notFound)
  const [row] = await db
    .update(table)
    .set({ ...values, updated_at: nextVersion(table.updated_at) } as PgUpdateSetSource<Table>)
    .where(and(eq(table.id, id), eq(table.org_id, orgId)))
    .returning({ id: table.id })
  if (!row) return fail(404, area.notFound)
  statsChanged(db, orgId)
  return saved(db, orgId, id, area)
}
