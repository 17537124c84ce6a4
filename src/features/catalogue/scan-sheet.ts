import { useState } from 'react'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts'

// A sheet built by scanning (docs/app.md#scanning): Count stock's (one location, what was counted of each variant) and
// Transfer stock's (from, to, how many of each variant, a note). Kept in this device's drafts after every change, so a
// reload or a lost connection loses nothing; its lines are cleared once posted (and every draft at sign-out).

/** `quantity` is the text in its box: a scan adds 1 to it; the contract judges it when the sheet is sent. */
export type SheetLine = { variant_id: string; sku: string; quantity: string }
/** `to_location_id` and `note` are Transfer's; Count leaves them empty. */
export type ScanSheet = { location_id: string; to_location_id: string; note: string; lines: SheetLine[] }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
/** A line as kept; a count sheet kept before lines had `quantity` said `counted`. */
function lineOf(line: unknown): SheetLine | null {
  if (typeof line !== 'object' || line === null) return null
  const kept = line as Partial<SheetLine> & { counted?: unknown }
  if (typeof kept.variant_id !== 'string' || typeof kept.sku !== 'string') return null
  return { variant_id: kept.variant_id, sku: kept.sku, quantity: text(kept.quantity ?? kept.counted) }
}

function savedSheet(draft: string): ScanSheet {
  const saved = readDraft<ScanSheet>(draft)
  return {
    location_id: text(saved?.location_id),
    to_location_id: text(saved?.to_location_id),
    note: text(saved?.note),
    lines: Array.isArray(saved?.lines) ? saved.lines.map(lineOf).filter((line) => line !== null) : [],
  }
}

/** A line's text as a whole number, or NaN (left for the contract to refuse). */
export const quantityOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** The sheet kept under `draft` (catalogue:stock-count, catalogue:stock-transfer-sheet). */
export function useScanSheet(draft: string) {
  const [sheet, setSheet] = useState(() => savedSheet(draft))
  const change = (make: (was: ScanSheet) => ScanSheet) =>
    setSheet((was) => {
      const next = make(was)
      if (next.location_id || next.to_location_id || next.note || next.lines.length) writeDraft(draft, next)
      else clearDraft(draft)
      return next
    })
  return {
    sheet,
    /** Sets the (from) location, the to location or the note. */
    set: (field: 'location_id' | 'to_location_id' | 'note', value: string) => change((was) => ({ ...was, [field]: value })),
    /** One more of this variant: a new line at the top says 1. */
    add: ({ id, sku }: { id: string; sku: string }) =>
      change((was) => {
        const line = was.lines.find((item) => item.variant_id === id)
        const quantity = String((line && Number.isInteger(quantityOf(line.quantity)) ? quantityOf(line.quantity) : 0) + 1)
        const others = was.lines.filter((item) => item.variant_id !== id)
        return { ...was, lines: [{ variant_id: id, sku, quantity }, ...others] }
      }),
    setLine: (variant_id: string, quantity: string) =>
      change((was) => ({ ...was, lines: was.lines.map((line) => (line.variant_id === variant_id ? { ...line, quantity } : line)) })),
    remove: (variant_id: string) => change((was) => ({ ...was, lines: was.lines.filter((line) => line.variant_id !== variant_id) })),
    /** Posted or thrown away: the lines and the note go, the locations stay chosen. */
    clear: () => change((was) => ({ ...was, note: '', lines: [] })),
  }
}

export type ScanSheetState = ReturnType<typeof useScanSheet>
