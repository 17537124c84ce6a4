import { useState } from 'react'
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts'

// The Count stock screen's sheet (docs/app.md#scanning): one location and what was counted of each variant, kept in
// this device's drafts after every change, so a reload or a lost connection loses nothing; cleared once posted (and at
// sign-out, with every draft).

/** `counted` is the text in its box: a scan adds 1 to it; the contract judges it when the sheet is reviewed. */
export type CountLine = { variant_id: string; sku: string; counted: string }
export type CountSheet = { location_id: string; lines: CountLine[] }

const draft = 'catalogue:stock-count'
const isLine = (line: unknown): line is CountLine =>
  typeof line === 'object' &&
  line !== null &&
  typeof (line as CountLine).variant_id === 'string' &&
  typeof (line as CountLine).sku === 'string' &&
  typeof (line as CountLine).counted === 'string'

function savedSheet(): CountSheet {
  const saved = readDraft<CountSheet>(draft)
  return {
    location_id: typeof saved?.location_id === 'string' ? saved.location_id : '',
    lines: Array.isArray(saved?.lines) ? saved.lines.filter(isLine) : [],
  }
}

/** A count's text as a whole number, or NaN (left for the contract to refuse). */
export const countOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export function useCountSheet() {
  const [sheet, setSheet] = useState(savedSheet)
  const change = (make: (was: CountSheet) => CountSheet) =>
    setSheet((was) => {
      const next = make(was)
      if (next.location_id || next.lines.length) writeDraft(draft, next)
      else clearDraft(draft)
      return next
    })
  const setLine = (variant_id: string, counted: string) =>
    change((was) => ({ ...was, lines: was.lines.map((line) => (line.variant_id === variant_id ? { ...line, counted } : line)) }))
  return {
    sheet,
    choose: (location_id: string) => change((was) => ({ ...was, location_id })),
    /** One more of this variant: a new line at the top counts 1. */
    add: ({ id, sku }: { id: string; sku: string }) =>
      change((was) => {
        const line = was.lines.find((item) => item.variant_id === id)
        const counted = String((line && Number.isInteger(countOf(line.counted)) ? countOf(line.counted) : 0) + 1)
        const others = was.lines.filter((item) => item.variant_id !== id)
        return { ...was, lines: [{ variant_id: id, sku, counted }, ...others] }
      }),
    setLine,
    remove: (variant_id: string) => change((was) => ({ ...was, lines: was.lines.filter((line) => line.variant_id !== variant_id) })),
    /** Posted or thrown away: the lines go, the location stays chosen. */
    clear: () => change((was) => ({ location_id: was.location_id, lines: [] })),
  }
}
