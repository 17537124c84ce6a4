import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { errorText } from '../../lib/api-error'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { EmptyState } from '../../ui/states'
import { CountReview } from './count-review'
import { useCountSheet, type CountSheet } from './count-sheet'
import { locations } from './location-api'
import { ScanButton } from './scan-button'
import { scanFeedback } from './scan-feedback'
import { findVariant } from './scan-lookup'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// Count stock (/inventory/count, docs/app.md#scanning): choose one location, scan each item (every scan adds 1 to its
// variant's line; a typed barcode or SKU does the same), correct a count by hand, then review the sheet against on
// hand and post the differences as 'counted' movements. The sheet is kept on this device until it is posted.

type Sheet = ReturnType<typeof useCountSheet>

/** The typed code: for devices without a camera, or a label the camera cannot read. */
function CodeEntry({ onFound }: { onFound: (found: { id: string; sku: string }) => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState('')
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const look = async () => {
    const code = typed.trim()
    if (!code) return setSaid(m.enterCode())
    setBusy(true)
    try {
      const { found, offline } = await findVariant(queryClient, code)
      if (found) {
        // A code typed (or sent by a keyboard scanner) is a read too; the camera's dialog beeps by itself.
        scanFeedback()
        setSaid('')
        setTyped('')
        onFound(found)
      } else setSaid(offline ? `${m.scanNoMatch({ code })} ${m.scanOffline()}` : m.scanNoMatch({ code }))
    } catch (error) {
      setSaid(errorText(error, m.scanNoMatch({ code })))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="stock-count-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void look()
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-code`}>
          {m.scanTyped()}
        </label>
        <input
          className="input"
          id={`${id}-code`}
          autoComplete="off"
          value={typed}
          aria-invalid={said ? true : undefined}
          aria-describedby={said ? `${id}-said` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {said && (
          <p className="field-error" id={`${id}-said`} role="alert">
            {said}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" loading={busy}>
        {m.countAdd()}
      </Button>
    </form>
  )
}

function SheetLines({ sheet, setLine, remove }: { sheet: CountSheet; setLine: Sheet['setLine']; remove: Sheet['remove'] }) {
  if (sheet.lines.length === 0) return <EmptyState title={m.countEmptyTitle()} text={m.countEmptyText()} />
  return (
    <ul className="stock-count-lines" aria-label={m.countSheet()}>
      {sheet.lines.map((line) => (
        <li key={line.variant_id} data-testid="count-line">
          <span className="stock-count-sku">{line.sku}</span>
          <input
            className="input"
            id={`count-${line.variant_id}`}
            inputMode="numeric"
            autoComplete="off"
            aria-label={m.countedOf({ sku: line.sku })}
            value={line.counted}
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

export function CountScreen() {
  const id = useId()
  const places = useQuery(locations.listQuery({ is_active: 'true', page_size: '100', ordering: 'name' }))
  const { sheet, choose, add, setLine, remove, clear } = useCountSheet()
  const [reviewing, setReviewing] = useState(false)
  const [last, setLast] = useState('')
  const [clearing, setClearing] = useState(false)
  const counted = (found: { id: string; sku: string }) => {
    add(found)
    setLast(found.id)
  }
  const lastLine = sheet.lines.find((line) => line.variant_id === last)
  const units = sheet.lines.reduce((sum, line) => sum + (Number(line.counted) || 0), 0)
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
              <div className="field">
                <label className="field-label" htmlFor={`${id}-place`}>
                  {m.labelLocation()}
                </label>
                <select id={`${id}-place`} className="select" value={place ? place.id : ''} onChange={(event) => choose(event.target.value)}>
                  <option value="">{m.selectLocation()}</option>
                  {rows.map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
                </select>
              </div>
              {place ? (
                <div className="stock-count-entry">
                  <ScanButton onFound={counted} />
                  <CodeEntry onFound={counted} />
                </div>
              ) : (
                <p className="muted">{m.countChooseFirst()}</p>
              )}
              <p className="muted" role="status" data-testid="count-status">
                {lastLine ? m.countAdded({ sku: lastLine.sku, count: lastLine.counted }) : ''}
              </p>
              <SheetLines sheet={sheet} setLine={setLine} remove={remove} />
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
