import * as v from 'valibot'
import { inventoryLabels, locations, variantLabels } from './catalogue/list'
import { employeeLabels } from './employees/list'
import { promoCodeLabels } from './promo-codes/list'
import { messages, requiredText } from './common'
import { inLocale } from './i18n/formats'
import * as m from '../paraglide/m/catalogue'
import * as kit from '../paraglide/m/kit'
import { stockLimit } from './lists'

// CSV import (docs/api.md#import): the app parses the file and maps its columns to fields; the server checks every row
// with the area's own create schema and references, answers every bad row (a dry run), and imports all rows or none.

/** The most rows one import request takes; the app sends a larger file in chunks of this many. */
export const importRowLimit = 5000
/** The most rows one file may have. */
export const importFileRowLimit = 50_000

const countFormat = inLocale((tag) => new Intl.NumberFormat(tag))
/** A count in the language of the moment (1,200 in both, lakh and crore grouping). */
export const said = (count: number) => countFormat().format(count)

/** The import's messages, each read when it is shown: in the app's language, or on the server in the request's. */
export const importMessages = {
  get none() {
    return kit.importNone()
  },
  get tooMany() {
    return kit.importTooMany({ limit: said(importRowLimit) })
  },
  get fileTooLong() {
    return kit.importFileTooLong({ limit: said(importFileRowLimit) })
  },
  get encoding() {
    return kit.importEncoding()
  },
  formula: (line: number, column: string) => kit.importFormula({ line, column }),
  missing: (columns: readonly string[]) => kit.importMissing({ count: columns.length, columns: columns.join(', ') }),
  get lines() {
    return kit.importLines()
  },
  already: (date: string) => kit.importAlready({ date }),
  refused: (bad: number) => kit.importRefused({ count: bad, shown: said(bad) }),
  partMissing: (part: number) => kit.importPartMissing({ part: said(part) }),
  get badFile() {
    return kit.importBadFile()
  },
  get badPart() {
    return kit.importBadPart()
  },
}

/** The most parts a file is sent in: every row of the longest file. */
const importPartLimit = Math.ceil(importFileRowLimit / importRowLimit)

/**
 * One column of an importer's file: its field (the key in each row), its header (the contract's label, read when read: in the
 * app's language, or on the server in the request's) and its kind.
 */
export type ImportColumn = { field: string; readonly label: string; required: boolean; kind: 'text' | 'number' }
/** What an importer takes: its words (read when shown, in the language of the moment), its columns in the template's order and the template's example row. */
export type ImportSpec = { noun: readonly [string, string]; columns: readonly ImportColumn[]; example: readonly string[] }

const column =
  (kind: ImportColumn['kind']) =>
  (field: string, label: () => string, required = false): ImportColumn => ({
    field,
    get label() {
      return label()
    },
    required,
    kind,
  })
const text = column('text')
const number = column('number')

/** Each column's header by its field, read when read (each area's import.ts names the column of a row's error with it). */
export const columnLabels = (spec: ImportSpec): Readonly<Record<string, string>> =>
  Object.defineProperties({}, Object.fromEntries(spec.columns.map((each) => [each.field, { get: () => each.label, enumerable: true }])))

/** Product variants: brand and template by name (or id), money in rupees, the opening stock of each location. */
export const variantImport: ImportSpec = {
  get noun() {
    return [kit.nounVariant(), kit.nounVariants()] as const
  },
  columns: [
    text('sku', () => variantLabels.sku, true),
    text('name', () => variantLabels.name, true),
    text('brand', () => variantLabels.brand_id, true),
    text('template', () => variantLabels.template_id, true),
    text('size', () => variantLabels.size),
    text('colour', () => variantLabels.colour),
    number('mrp', () => `${variantLabels.mrp_paise} (INR)`, true),
    number('price', () => `${variantLabels.price_paise} (INR)`, true),
    text('barcode', () => variantLabels.barcode),
    text('status', () => variantLabels.status),
    number('initial_stock_hyd', () => variantLabels.initial_stock_hyd),
    number('initial_stock_delhi', () => variantLabels.initial_stock_delhi),
  ],
  example: ['KSR-TEE-M-BLK', 'Classic tee, M, black', 'Kesar', 'Classic tee', 'M', 'Black', '999', '799', '8901234567890', 'active', '25', '10'],
}

/** Promo codes for a whole brand: percent or flat (rupees), the window as dates (India time) or timestamps. */
export const promoCodeImport: ImportSpec = {
  get noun() {
    return [kit.nounPromoCode(), kit.nounPromoCodes()] as const
  },
  columns: [
    text('code', () => promoCodeLabels.code, true),
    text('description', () => promoCodeLabels.description),
    text('brand', () => promoCodeLabels.brand_id, true),
    text('discount_type', () => promoCodeLabels.discount_type, true),
    number('discount_value', () => `${promoCodeLabels.discount_value} ${kit.percentOrRupees()}`, true),
    number('max_discount', () => `${promoCodeLabels.max_discount_paise} (INR)`),
    number('min_order', () => `${promoCodeLabels.min_order_paise} (INR)`),
    number('usage_limit', () => promoCodeLabels.usage_limit),
    number('per_user_limit', () => promoCodeLabels.per_user_limit),
    text('starts_at', () => promoCodeLabels.starts_at, true),
    text('ends_at', () => promoCodeLabels.ends_at, true),
  ],
  example: ['DIWALI10', 'Diwali sale', 'Kesar', 'percent', '10', '500', '999', '1000', '1', '2026-10-20', '2026-11-05'],
}

/** Inventory counts: the counted stock on hand of a variant (by SKU) in one location (by name or code). */
export const inventoryCountImport: ImportSpec = {
  get noun() {
    return [kit.nounStockCount(), kit.nounStockCounts()] as const
  },
  columns: [
    text('sku', () => inventoryLabels.sku, true),
    text('location', () => inventoryLabels.location, true),
    number('on_hand', () => inventoryLabels.on_hand, true),
  ],
  example: ['KSR-TEE-M-BLK', 'Hyderabad', '42'],
}

/**
 * Survey employees: the city by name or code, the regions by name (separated by ';', as the list's CSV writes them),
 * active as yes or no (yes when empty): the list's own export can be imported.
 */
export const employeeImport: ImportSpec = {
  get noun() {
    return [kit.nounEmployee(), kit.nounEmployees()] as const
  },
  columns: [
    text('name', () => employeeLabels.name, true),
    text('phone', () => employeeLabels.phone, true),
    text('email', () => employeeLabels.email, true),
    text('city', () => employeeLabels.city, true),
    text('regions', () => employeeLabels.region_ids, true),
    text('active', () => employeeLabels.is_active),
  ],
  example: ['Ravi Kumar', '9876543210', 'ravi.kumar@example.com', 'Hyderabad', 'Madhapur; Gachibowli', 'Yes'],
}

/** One counted row: the SKU, the location's code and the count (the same bounds as a variant's opening stock). */
export const inventoryCountBody = v.object({
  sku: v.pipe(
    requiredText(() => m.enterSku()),
    v.toUpperCase(),
  ),
  location: v.picklist(
    locations.map((location) => location.value),
    () => m.chooseLocation({ places: m.hydOrDelhi() }),
  ),
  on_hand: v.pipe(
    v.number(() => m.stockNumber()),
    v.integer(() => m.stockWhole()),
    v.minValue(0, () => m.stockNegative()),
    v.maxValue(stockLimit, () => m.stockMax()),
  ),
})

const cell = v.nullable(v.pipe(v.string(messages.invalid), v.maxLength(2000, messages.invalid)))
const lineNumber = v.pipe(v.number(messages.invalid), v.integer(messages.invalid), v.minValue(1, messages.invalid), v.maxValue(10_000_000, messages.invalid))

/** The app's key of a file: the SHA-256 of its bytes (64 hex digits), or any such token. */
const badFile = () => importMessages.badFile
const badPart = () => importMessages.badPart
const fileKey = v.pipe(v.string(badFile), v.regex(/^[A-Za-z0-9_-]{1,100}$/, badFile))
const partNumber = v.pipe(v.number(badPart), v.integer(badPart), v.minValue(0, badPart), v.maxValue(importPartLimit - 1, badPart))

/**
 * POST /api/import/<importer>: the rows as { field: cell } (the file's columns mapped by the app), `lines` the file's
 * line of each row (default: the header is line 1, the rows follow), `dry_run` to check without storing.
 */
export const importBody = v.pipe(
  v.object({
    rows: v.pipe(
      v.array(v.record(v.pipe(v.string(), v.maxLength(64)), cell), messages.invalid),
      v.minLength(1, () => importMessages.none),
      v.maxLength(importRowLimit, () => importMessages.tooMany),
    ),
    lines: v.optional(v.array(lineNumber, messages.invalid)),
    dry_run: v.optional(v.boolean(messages.invalid), false),
    /**
     * With a part: keep the part's good rows and set its bad ones aside (each with its reasons) instead of refusing the
     * part; the import's job keeps them, downloadable as a CSV (docs/api.md#import).
     */
    skip_invalid: v.optional(v.boolean(messages.invalid), false),
    /** A part of a file sent in parts: checked and kept, and imported with the others by POST .../commit. */
    file: v.optional(fileKey),
    part: v.optional(partNumber),
  }),
  v.check(
    (body) => body.lines === undefined || body.lines.length === body.rows.length,
    () => importMessages.lines,
  ),
  v.check((body) => (body.file === undefined) === (body.part === undefined), badPart),
)
export type ImportBody = v.InferInput<typeof importBody>

/** POST /api/import/<importer>/commit: every kept part of the file (0 to parts - 1), in one transaction. */
export const importCommitBody = v.object({
  file: fileKey,
  parts: v.pipe(v.number(badPart), v.integer(badPart), v.minValue(1, badPart), v.maxValue(importPartLimit, badPart)),
})

/** A row an import skipped: its line in the file, its cells by field and why (its errors' messages). */
export type SkippedRow = { line: number; cells: Record<string, string>; reason: string }

/** A bad row: its line in the file, the column's header and the contract's message. */
export type ImportError = { line: number; column: string; message: string }
/** The answer of a dry run (`valid` rows would be imported) or of an import (`added` rows were). */
export type ImportAnswer = { status: boolean; message: string; valid: number; added: number; errors: ImportError[]; imported_at?: string }
