import * as v from 'valibot'
import { inventoryLabels, locations, variantLabels } from './catalogue-lists'
import { employeeLabels } from './employees-list'
import { promoCodeLabels } from './promo-codes-list'
import { messages, requiredText } from './common'
import * as m from './i18n/m/catalogue'
import * as employees from './i18n/m/employees'
import * as promoCodes from './i18n/m/promo-codes'
import { stockLimit } from './lists'

// CSV import (docs/api.md#import): the app parses the file and maps its columns to fields; the server checks every row
// with the area's own create schema and references, answers every bad row (a dry run), and imports all rows or none.

/** The most rows one import request takes; the app sends a larger file in chunks of this many. */
export const importRowLimit = 5000
/** The most rows one file may have. */
export const importFileRowLimit = 50_000

const said = (count: number) => count.toLocaleString('en-IN')

export const importMessages = {
  none: 'The file has no rows.',
  tooMany: `At most ${said(importRowLimit)} rows per request.`,
  fileTooLong: `The file has more than ${said(importFileRowLimit)} rows. Split it into smaller files.`,
  encoding: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
  formula: (line: number, column: string) => `Line ${line}, column ${column}: formulas are not allowed`,
  missing: (columns: readonly string[]) => `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}.`,
  lines: 'Send one line number per row.',
  already: (date: string) => `This file was already imported on ${date}: nothing was added.`,
  refused: (bad: number) => `${said(bad)} row${bad === 1 ? ' has' : 's have'} errors: nothing was imported.`,
  partMissing: (part: number) => `Part ${said(part)} of the file was not checked: import the file again.`,
  badFile: 'Invalid file key',
  badPart: 'Invalid part number',
} as const

/** The most parts a file is sent in: every row of the longest file. */
const importPartLimit = Math.ceil(importFileRowLimit / importRowLimit)

/** One column of an importer's file: its field (the key in each row), its header (the contract's label) and its kind. */
export type ImportColumn = { field: string; label: string; required: boolean; kind: 'text' | 'number' }
/** What an importer takes: its words (read when shown, in the language of the moment), its columns in the template's order and the template's example row. */
export type ImportSpec = { noun: readonly [string, string]; columns: readonly ImportColumn[]; example: readonly string[] }

const text = (field: string, label: string, required = false): ImportColumn => ({ field, label, required, kind: 'text' })
const number = (field: string, label: string, required = false): ImportColumn => ({ field, label, required, kind: 'number' })

/** Product variants: brand and template by name (or id), money in rupees, the opening stock of each location. */
export const variantImport: ImportSpec = {
  get noun() {
    return [m.importVariantOne(), m.importVariantMany()] as const
  },
  columns: [
    text('sku', variantLabels.sku, true),
    text('name', variantLabels.name, true),
    text('brand', variantLabels.brand_id, true),
    text('template', variantLabels.template_id, true),
    text('size', variantLabels.size),
    text('colour', variantLabels.colour),
    number('mrp', `${variantLabels.mrp_paise} (INR)`, true),
    number('price', `${variantLabels.price_paise} (INR)`, true),
    text('barcode', variantLabels.barcode),
    text('status', variantLabels.status),
    number('initial_stock_hyd', variantLabels.initial_stock_hyd),
    number('initial_stock_delhi', variantLabels.initial_stock_delhi),
  ],
  example: ['KSR-TEE-M-BLK', 'Classic tee, M, black', 'Kesar', 'Classic tee', 'M', 'Black', '999', '799', '8901234567890', 'active', '25', '10'],
}

/** Promo codes for a whole brand: percent or flat (rupees), the window as dates (India time) or timestamps. */
export const promoCodeImport: ImportSpec = {
  get noun() {
    return [promoCodes.codeOne(), promoCodes.codeMany()] as const
  },
  columns: [
    text('code', promoCodeLabels.code, true),
    text('description', promoCodeLabels.description),
    text('brand', promoCodeLabels.brand_id, true),
    text('discount_type', promoCodeLabels.discount_type, true),
    number('discount_value', `${promoCodeLabels.discount_value} (% or INR)`, true),
    number('max_discount', `${promoCodeLabels.max_discount_paise} (INR)`),
    number('min_order', `${promoCodeLabels.min_order_paise} (INR)`),
    number('usage_limit', promoCodeLabels.usage_limit),
    number('per_user_limit', promoCodeLabels.per_user_limit),
    text('starts_at', promoCodeLabels.starts_at, true),
    text('ends_at', promoCodeLabels.ends_at, true),
  ],
  example: ['DIWALI10', 'Diwali sale', 'Kesar', 'percent', '10', '500', '999', '1000', '1', '2026-10-20', '2026-11-05'],
}

/** Inventory counts: the counted stock on hand of a variant (by SKU) in one location (by name or code). */
export const inventoryCountImport: ImportSpec = {
  get noun() {
    return [m.importStockCountOne(), m.importStockCountMany()] as const
  },
  columns: [text('sku', inventoryLabels.sku, true), text('location', inventoryLabels.location, true), number('on_hand', inventoryLabels.on_hand, true)],
  example: ['KSR-TEE-M-BLK', 'Hyderabad', '42'],
}

/**
 * Survey employees: the city by name or code, the regions by name (separated by ';', as the list's CSV writes them),
 * active as yes or no (yes when empty): the list's own export can be imported.
 */
export const employeeImport: ImportSpec = {
  get noun() {
    return [employees.nounOne(), employees.nounMany()] as const
  },
  columns: [
    text('name', employeeLabels.name, true),
    text('phone', employeeLabels.phone, true),
    text('email', employeeLabels.email, true),
    text('city', employeeLabels.city, true),
    text('regions', employeeLabels.region_ids, true),
    text('active', employeeLabels.is_active),
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
const fileKey = v.pipe(v.string(importMessages.badFile), v.regex(/^[A-Za-z0-9_-]{1,100}$/, importMessages.badFile))
const partNumber = v.pipe(
  v.number(importMessages.badPart),
  v.integer(importMessages.badPart),
  v.minValue(0, importMessages.badPart),
  v.maxValue(importPartLimit - 1, importMessages.badPart),
)

/**
 * POST /api/import/<importer>: the rows as { field: cell } (the file's columns mapped by the app), `lines` the file's
 * line of each row (default: the header is line 1, the rows follow), `dry_run` to check without storing.
 */
export const importBody = v.pipe(
  v.object({
    rows: v.pipe(
      v.array(v.record(v.pipe(v.string(), v.maxLength(64)), cell), messages.invalid),
      v.minLength(1, importMessages.none),
      v.maxLength(importRowLimit, importMessages.tooMany),
    ),
    lines: v.optional(v.array(lineNumber, messages.invalid)),
    dry_run: v.optional(v.boolean(messages.invalid), false),
    /** A part of a file sent in parts: checked and kept, and imported with the others by POST .../commit. */
    file: v.optional(fileKey),
    part: v.optional(partNumber),
  }),
  v.check((body) => body.lines === undefined || body.lines.length === body.rows.length, importMessages.lines),
  v.check((body) => (body.file === undefined) === (body.part === undefined), importMessages.badPart),
)
export type ImportBody = v.InferInput<typeof importBody>

/** POST /api/import/<importer>/commit: every kept part of the file (0 to parts - 1), in one transaction. */
export const importCommitBody = v.object({
  file: fileKey,
  parts: v.pipe(
    v.number(importMessages.badPart),
    v.integer(importMessages.badPart),
    v.minValue(1, importMessages.badPart),
    v.maxValue(importPartLimit, importMessages.badPart),
  ),
})

/** A bad row: its line in the file, the column's header and the contract's message. */
export type ImportError = { line: number; column: string; message: string }
/** The answer of a dry run (`valid` rows would be imported) or of an import (`added` rows were). */
export type ImportAnswer = { status: boolean; message: string; valid: number; added: number; errors: ImportError[]; imported_at?: string }
