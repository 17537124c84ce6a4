import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { importMessages } from '../../src/contract/import'
import type { SkippedRow } from '../../src/contract/import'
import type { Db, Tx } from '../db/client'
import { fail, Refusal } from './result'
import { importParts } from './schema'

// A file of many parts imported whole or not at all (docs/api.md#import): each part is checked as it comes and its
// good rows kept here; the commit writes every part in one transaction, one part in memory at a time.

/** Parts of a file never committed are dropped after a day, the life of an import's key. */
const partLifetime = sql`now() - interval '1 day'`

type PartOf = { orgId: string; importer: string; file: string }

/** Keeps a checked part (its resend replaces it), and drops the organisation's parts left from a day ago. */
export async function keepPart(db: Db, { orgId, importer, file }: PartOf, part: number, values: unknown[], skipped: SkippedRow[] = []): Promise<void> {
  await db.delete(importParts).where(and(eq(importParts.orgId, orgId), lt(importParts.createdAt, partLifetime)))
  await db
    .insert(importParts)
    .values({ orgId, importer, file, part, rows: values.length, values, skipped })
    .onConflictDoUpdate({
      target: [importParts.orgId, importParts.importer, importParts.file, importParts.part],
      set: { rows: values.length, values, skipped, createdAt: sql`now()` },
    })
}

const partsOf = (of: PartOf, parts: number) =>
  and(eq(importParts.orgId, of.orgId), eq(importParts.importer, of.importer), eq(importParts.file, of.file), lt(importParts.part, parts))

/** The kept parts (of 0 to parts - 1), their rows to import and rows skipped, counted (an import's job shows its total before it runs). */
export async function partCounts(db: Db | Tx, of: PartOf, parts: number): Promise<{ parts: number; rows: number; skipped: number }> {
  const [row] = await db
    .select({
      parts: sql<number>`count(*)::int`,
      rows: sql<number>`coalesce(sum(${importParts.rows}), 0)::int`,
      skipped: sql<number>`coalesce(sum(jsonb_array_length(${importParts.skipped})), 0)::int`,
    })
    .from(importParts)
    .where(partsOf(of, parts))
  return { parts: Number(row?.parts ?? 0), rows: Number(row?.rows ?? 0), skipped: Number(row?.skipped ?? 0) }
}

/** Every skipped row of the kept parts, in the file's order (read before writeParts deletes the parts). */
export async function skippedRows(tx: Db | Tx, of: PartOf, parts: number): Promise<SkippedRow[]> {
  const rows = await tx.select({ skipped: importParts.skipped }).from(importParts).where(partsOf(of, parts)).orderBy(asc(importParts.part))
  return rows.flatMap((row) => row.skipped as SkippedRow[])
}

/**
 * Writes parts 0 to `parts` - 1 of the file in the caller's transaction, in order, each read, written and deleted
 * before the next is read; a part not kept refuses the whole import (rolled back). Answers the rows written.
 */
export async function writeParts<Value>(tx: Tx, of: PartOf, parts: number, write: (values: Value[]) => Promise<void>): Promise<number> {
  const mine = and(eq(importParts.orgId, of.orgId), eq(importParts.importer, of.importer), eq(importParts.file, of.file))
  const kept = await tx.select({ part: importParts.part }).from(importParts).where(mine).orderBy(asc(importParts.part)).for('update')
  const have = new Set(kept.map((row) => row.part))
  const missing = Array.from({ length: parts }, (_, part) => part).find((part) => !have.has(part))
  if (missing !== undefined) throw new Refusal(fail(400, importMessages.partMissing(missing + 1)))
  let written = 0
  for (let part = 0; part < parts; part += 1) {
    const where = and(mine, eq(importParts.part, part))
    const [row] = await tx.select({ values: importParts.values }).from(importParts).where(where)
    const values = (row?.values ?? []) as Value[]
    await write(values)
    written += values.length
    await tx.delete(importParts).where(where)
  }
  return written
}
