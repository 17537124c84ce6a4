import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { columnLabels, promoCodeImport } from '../../../src/contract/import'
import type { ImportError } from '../../../src/contract/import'
import { promoCodeCreateBody } from '../../../src/contract/promo-codes'
import { promoCodeLabels } from '../../../src/contract/promo-codes/list'
import { requireArea } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import { diff, recordChanges } from '../../kit/history'
import { importMount } from '../../kit/import'
import type { ImportRow } from '../../kit/import'
import { isUuid } from '../../kit/list-query'
import { brands } from '../catalogue'
import { promoCodes } from './schema'
import { duplicateCode, noBrand } from '../../../src/paraglide/m/promo-codes'
import { codeTwice } from '../../../src/paraglide/m/server'

// Promo codes from a CSV file (docs/api.md#import): the brand by name or id, each row through the promo-code form's
// own create schema, codes unique within the file and against the organisation's codes.

type PromoValue = v.InferOutput<typeof promoCodeCreateBody>

/** Each column's header, in the request's language. */
const labelOf = columnLabels(promoCodeImport)
const columnOf: Record<string, string> = {
  brand_id: 'brand',
  max_discount_paise: 'max_discount',
  min_order_paise: 'min_order',
}

const numberOf = (cell: string | undefined) => {
  if (!cell) return undefined
  const value = Number(cell.replace(/,/g, ''))
  return Number.isFinite(value) ? value : cell
}
const paise = (cell: string | undefined) => {
  const value = numberOf(cell)
  return typeof value === 'number' ? Math.round(value * 100) : value
}
/** A date alone is a day in India: the start at its first moment, the end at its last. */
const momentOf = (cell: string | undefined, end: boolean) =>
  cell && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? `${cell}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30` : cell

async function check(db: Db, orgId: string, rows: ImportRow[]) {
  const orgBrands = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.org_id, orgId))
  const errors: ImportError[] = []
  const good: { line: number; value: PromoValue }[] = []
  const codeLine = new Map<string, number>()
  for (const { line, cells } of rows) {
    const before = errors.length
    const say = (column: string, message: string) => errors.push({ line, column, message })
    const cell = cells.brand!
    const brand = isUuid(cell) ? orgBrands.find((row) => row.id === cell) : orgBrands.find((row) => row.name.toLowerCase() === cell.toLowerCase())
    if (!brand) say(labelOf.brand!, noBrand({ name: cell }))
    const type = cells.discount_type?.toLowerCase()
    const input = {
      code: cells.code,
      description: cells.description ?? '',
      discount_type: type,
      discount_value: type === 'flat' ? paise(cells.discount_value) : numberOf(cells.discount_value),
      max_discount_paise: paise(cells.max_discount),
      min_order_paise: paise(cells.min_order),
      usage_limit: numberOf(cells.usage_limit),
      per_user_limit: numberOf(cells.per_user_limit),
      starts_at: momentOf(cells.starts_at, false),
      ends_at: momentOf(cells.ends_at, true),
      brand_id: brand?.id ?? '00000000-0000-4000-8000-000000000000',
    }
    const parsed = v.safeParse(promoCodeCreateBody, input)
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue) ?? ''
        say(labelOf[columnOf[path] ?? path] ?? path, issue.message)
      }
      continue
    }
    const first = codeLine.get(parsed.output.code)
    if (first !== undefined) say(labelOf.code!, codeTwice({ line: first }))
    else codeLine.set(parsed.output.code, line)
    if (errors.length === before) good.push({ line, value: parsed.output })
  }
  const taken = new Set<string>()
  const codes = [...codeLine.keys()]
  for (let start = 0; start < codes.length; start += 1000) {
    const batch = codes.slice(start, start + 1000)
    const found = await db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(eq(promoCodes.org_id, orgId), inArray(promoCodes.code, batch)))
    for (const row of found) taken.add(row.code)
  }
  for (const { line, value } of good) if (taken.has(value.code)) errors.push({ line, column: labelOf.code!, message: duplicateCode() })
  return { values: good.filter(({ value }) => !taken.has(value.code)).map(({ value }) => value), errors }
}

/** Every code and one history entry each ('imported'), in the import's transaction. */
async function write(tx: Tx, orgId: string, values: PromoValue[]) {
  const history = []
  for (let start = 0; start < values.length; start += 1000) {
    const fields = values
      .slice(start, start + 1000)
      .map(({ starts_at, ends_at, ...rest }) => ({ ...rest, org_id: orgId, starts_at: new Date(starts_at), ends_at: new Date(ends_at) }))
    const made = await tx.insert(promoCodes).values(fields).returning({ id: promoCodes.id })
    for (const [index, { id }] of made.entries()) {
      const row = fields[index]!
      history.push({ type: 'promo_code' as const, id, label: row.code, action: 'imported' as const, changes: diff(null, row, promoCodeLabels) })
    }
  }
  await recordChanges(tx, orgId, history)
}

export const promoCodeImportMount = importMount('promo_codes', {
  guard: requireArea('/promo-codes'),
  spec: promoCodeImport,
  recordType: 'promo_code',
  check,
  write,
  taken: duplicateCode,
  example: async (db, orgId) => {
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.org_id, orgId)).orderBy(asc(brands.name)).limit(1)
    const cells: Record<string, string> = {}
    if (brand) cells.brand = brand.name
    return cells
  },
})
