import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { CountReview } from './count-review'
import { useScanSheet } from './scan-sheet'
import { SheetLines } from './sheet-lines'
import { LocationSelect, SheetEntry } from './sheet-places'
import { locations } from './location-api'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// Count stock (/inventory/count, docs/app.md#scanning): choose one location, scan each item (every scan adds 1 to its
// variant's line; a typed barcode or SKU does the same), correct a count by hand, then review the sheet against on
// hand and post the differences as 'counted' movements. The sheet is kept on this device until it is posted.

export function CountScreen() {
  const id = useId()
  const places = useQuery(locations.listQuery({ is_active: 'true', page_size: '100', ordering: 'name' }))
  const { sheet, set, add, setLine, remove, clear } = useScanSheet('catalogue:stock-count')
  const [reviewing, setReviewing] = useState(false)
  const [last, setLast] = useState('')
  const [clearing, setClearing] = useState(false)
  const counted = (found: { id: string; sku: string }) => {
    add(found)
    setLast(found.id)
  }
  const lastLine = sheet.lines.find((line) => line.variant_id === last)
  const units = sheet.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)
  return (
    <>
      <PageHeader title={m.countTitle()} description={m.countText()} actions={<BackLink to="/inventory">{m.backToInventory()}</BackLink>} />
      <QueryState query={places} what={m.countLocations()} fallback={m.countLocationsFailed()}>
        {({ data: rows }) => {
          const place = rows.find((row) => row.id === sheet.location_id)
          if (reviewing && place && sheet.lines.length > 0)
            return (
              <CountReview
                sheet={sheet}
                locationName={place.name}
                onBack={() => setReviewing(false)}
                onPosted={() => {
                  clear()
                  setReviewing(false)
                }}
              />
            )
          return (
            <section className="panel stock-count" aria-labelledby={`${id}-sheet`}>
              <h2 id={`${id}-sheet`}>{m.countSheet()}</h2>
              <LocationSelect
                id={`${id}-place`}
                label={m.labelLocation()}
                places={rows}
                value={sheet.location_id}
                onChange={(value) => set('location_id', value)}
              />
              <SheetEntry ready={Boolean(place)} chooseFirst={m.countChooseFirst()} onFound={counted} />
              <p className="muted" role="status" data-testid="count-status">
                {lastLine ? m.countAdded({ sku: lastLine.sku, count: lastLine.quantity }) : ''}
              </p>
              <SheetLines
                sheet={sheet}
                setLine={setLine}
                remove={remove}
                quantityLabel={(sku) => m.countedOf({ sku })}
                label={m.countSheet()}
                empty={{ title: m.countEmptyTitle(), text: m.countEmptyText() }}
              />
              {sheet.lines.length > 0 && (
                <>
                  <p className="muted">
                    {m.countLinesCount({ count: String(sheet.lines.length), units: String(units) })} {m.countKept()}
                  </p>
                  <div className="stock-count-actions">
                    <Button variant="secondary" onClick={() => setClearing(true)}>
                      {m.countClear()}
                    </Button>
                    <Button onClick={() => setReviewing(true)} disabled={!place}>
                      {m.countReview()}
                    </Button>
                  </div>
                </>
              )}
            </section>
          )
        }}
      </QueryState>
      <ConfirmDialog
        ask={clearing ? { title: m.countClear(), text: m.countClearConfirm({ count: String(sheet.lines.length) }), action: m.countClear() } : null}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false)
          clear()
        }}
      />
    </>
  )
}
