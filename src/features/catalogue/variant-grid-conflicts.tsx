import type { GridRow } from '../../contract/catalogue/variant-grid'
import { formatCount } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import { Button } from '../../ui/button'
import * as m from '../../paraglide/m/catalogue'

/** Rows someone else saved since the grid loaded them: the server's message and the row as it is now. */
export type Conflicts = Record<string, { message: string; current: GridRow }>

const valuesOf = (row: GridRow) => m.gridValues({ price: formatPaise(row.price_paise), hyd: formatCount(row.stock_hyd), delhi: formatCount(row.stock_delhi) })

/**
 * After a save: each row changed by someone else, with their values and the choice to take theirs (drop my edits of the
 * row) or keep mine (my edits stay, on their version, for the next save); and each row the server refused, with why.
 */
export function GridConflicts({
  conflicts,
  failed,
  rows,
  onResolve,
}: {
  conflicts: Conflicts
  failed: Record<string, string>
  rows: ReadonlyMap<string, GridRow>
  onResolve: (id: string, keepMine: boolean) => void
}) {
  const changed = Object.entries(conflicts)
  const refused = Object.entries(failed).filter(([id]) => rows.has(id))
  if (!changed.length && !refused.length) return null
  return (
    <section className="variant-grid-conflicts" aria-label={m.rowsNotSaved()}>
      {changed.length > 0 && (
        <ul>
          {changed.map(([id, { message, current }]) => (
            <li key={id} className="variant-grid-conflict">
              <p>
                <strong>{current.sku}</strong>: {message} {m.gridNow({ values: valuesOf(current) })}
              </p>
              <div className="variant-grid-choice">
                <Button size="sm" variant="secondary" onClick={() => onResolve(id, false)} aria-label={m.takeTheirsFor({ sku: current.sku })}>
                  {m.takeTheirs()}
                </Button>
                <Button size="sm" onClick={() => onResolve(id, true)} aria-label={m.keepMineFor({ sku: current.sku })}>
                  {m.keepMine()}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <ul className="variant-grid-failed">
          {refused.map(([id, message]) => (
            <li key={id}>
              <strong>{rows.get(id)?.sku}</strong>: {message}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
