import type { ReactNode } from 'react'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/states'
import type { ScanSheet, ScanSheetState, SheetLine } from './scan-sheet'
import * as m from '../../paraglide/m/stock'

type Props = {
  sheet: ScanSheet
  setLine: ScanSheetState['setLine']
  remove: ScanSheetState['remove']
  /** The quantity box's name, for a screen reader: "Counted of SKU-1", "Quantity of SKU-1". */
  quantityLabel: (sku: string) => string
  /** The list's name: "Count sheet", "Transfer lines". */
  label: string
  empty: { title: string; text: string }
  /** What a line says under its SKU (Transfer: how many are at the From location). */
  note?: (line: SheetLine) => ReactNode
}

/** A scanned sheet's lines, newest first: the SKU, its quantity (typed over as wanted) and a button that takes it off. */
export function SheetLines({ sheet, setLine, remove, quantityLabel, label, empty, note }: Props) {
  if (sheet.lines.length === 0) return <EmptyState title={empty.title} text={empty.text} />
  return (
    <ul className="stock-count-lines" aria-label={label}>
      {sheet.lines.map((line) => (
        <li key={line.variant_id} data-testid="sheet-line">
          <span className="stock-count-sku">
            {line.sku}
            {note && <small className="muted">{note(line)}</small>}
          </span>
          <input
            className="input"
            id={`sheet-${line.variant_id}`}
            inputMode="numeric"
            autoComplete="off"
            aria-label={quantityLabel(line.sku)}
            value={line.quantity}
            onChange={(event) => setLine(line.variant_id, event.target.value)}
          />
          <Button variant="ghost" onClick={() => remove(line.variant_id)} aria-label={m.countRemove({ sku: line.sku })}>
            ×
          </Button>
        </li>
      ))}
    </ul>
  )
}
