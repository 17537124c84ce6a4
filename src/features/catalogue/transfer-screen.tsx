import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { transferBody, type TransferBody } from '../../contract/catalogue/stock'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { formatCount } from '../../lib/format'
import { useMayChange } from '../../lib/permissions-store'
import { useSendKey } from '../../lib/send-key'
import { notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { WriteNotices } from '../../ui/write-notices'
import { locations } from './location-api'
import { quantityOf, useScanSheet, type ScanSheet } from './scan-sheet'
import { SheetLines } from './sheet-lines'
import { LocationSelect, SheetEntry } from './sheet-places'
import { stockKeys, transferStock, variantStockQuery } from './stock-api'
import './catalogue.css'
import * as shell from '../../paraglide/m/shell'
import * as m from '../../paraglide/m/stock'

// Transfer stock (/inventory/transfer, docs/app.md#scanning): choose where the stock leaves and where it arrives, scan
// each item (every scan adds 1 to its line; a typed barcode or SKU does the same), correct a quantity by hand, then send
// every line in one transfer: both sides of every line are written in one transaction, or nothing is. The sheet is kept
// on this device until it is sent; writes wait for the connection.

/** The sheet as the contract's body; an issue about a line is told with its SKU. */
function checked(sheet: ScanSheet): { body: TransferBody | null; problem: string } {
  const parsed = v.safeParse(transferBody, {
    from_location_id: sheet.location_id,
    to_location_id: sheet.to_location_id,
    lines: sheet.lines.map((line) => ({ variant_id: line.variant_id, quantity: quantityOf(line.quantity) })),
    note: sheet.note.trim(),
  })
  if (parsed.success) return { body: parsed.output, problem: '' }
  const issue = parsed.issues[0]
  const index = issue.path?.[0]?.key === 'lines' ? issue.path[1]?.key : undefined
  const line = typeof index === 'number' ? sheet.lines[index] : undefined
  return { body: null, problem: line ? `${line.sku}: ${issue.message}` : issue.message }
}

export function TransferScreen() {
  const id = useId()
  const queryClient = useQueryClient()
  const online = useOnline()
  const mayChange = useMayChange('/inventory/transfer')
  const send = useSendKey()
  const places = useQuery(locations.listQuery({ is_active: 'true', page_size: '100', ordering: 'name' }))
  const { sheet, set, add, setLine, remove, clear } = useScanSheet('catalogue:stock-transfer-sheet')
  const stock = useQueries({ queries: sheet.lines.map((line) => variantStockQuery(line.variant_id)) })
  const [last, setLast] = useState('')
  const [tried, setTried] = useState(false)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [clearing, setClearing] = useState(false)
  const added = (found: { id: string; sku: string }) => {
    add(found)
    setLast(found.id)
    setProblem('')
  }
  const lastLine = sheet.lines.find((line) => line.variant_id === last)
  const units = sheet.lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0)
  const { body, problem: invalid } = checked(sheet)
  const held = (variantId: string) => {
    const index = sheet.lines.findIndex((line) => line.variant_id === variantId)
    const levels = stock[index]?.data?.levels
    return levels ? (levels.find((level) => level.location_id === sheet.location_id)?.on_hand ?? 0) : null
  }

  const submit = async () => {
    setTried(true)
    if (!body) return
    setBusy(true)
    try {
      const result = await transferStock(body, send.keyFor(body))
      send.forget()
      notifySuccess(result.message)
      clear()
      setTried(false)
      setProblem('')
      await queryClient.invalidateQueries({ queryKey: stockKeys.all })
    } catch (error) {
      setProblem(errorText(error, m.transferLines()))
    } finally {
      setBusy(false)
    }
  }

  const shown = (tried && invalid) || problem
  return (
    <>
      <PageHeader title={m.transferSheetTitle()} description={m.transferSheetText()} actions={<BackLink to="/inventory">{m.backToInventory()}</BackLink>} />
      <QueryState query={places} what={m.countLocations()} fallback={m.countLocationsFailed()}>
        {({ data: rows }) => {
          const from = rows.find((row) => row.id === sheet.location_id)
          const choose = (field: 'location_id' | 'to_location_id', label: string) => (
            <LocationSelect id={`${id}-${field}`} label={label} places={rows} value={sheet[field]} onChange={(value) => set(field, value)} />
          )
          return (
            <section className="panel stock-count" aria-labelledby={`${id}-sheet`}>
              <h2 id={`${id}-sheet`}>{m.transferSheet()}</h2>
              <div className="stock-transfer-places">
                {choose('location_id', m.labelFrom())}
                {choose('to_location_id', m.labelTo())}
              </div>
              <SheetEntry ready={Boolean(from)} chooseFirst={m.transferChooseFirst()} onFound={added} />
              <p className="muted" role="status" data-testid="transfer-status">
                {lastLine ? m.transferAdded({ sku: lastLine.sku, count: lastLine.quantity }) : ''}
              </p>
              <SheetLines
                sheet={sheet}
                setLine={setLine}
                remove={remove}
                quantityLabel={(sku) => m.transferQuantityOf({ sku })}
                label={m.transferSheet()}
                empty={{ title: m.transferEmptyTitle(), text: m.transferEmptyText() }}
                note={(line) => {
                  const count = from ? held(line.variant_id) : null
                  return count === null ? null : m.transferHeld({ count: formatCount(count) })
                }}
              />
              {sheet.lines.length > 0 && (
                <>
                  <div className="field">
                    <label className="field-label" htmlFor={`${id}-note`}>
                      {m.labelNote()}
                    </label>
                    <input
                      id={`${id}-note`}
                      className="input"
                      maxLength={300}
                      autoComplete="off"
                      value={sheet.note}
                      onChange={(event) => set('note', event.target.value)}
                    />
                  </div>
                  <p className="muted">
                    {m.transferLinesCount({ count: String(sheet.lines.length), units: String(units) })} {m.transferKept()}
                  </p>
                </>
              )}
              {shown && (
                <p className="form-alert" role="alert">
                  {shown}
                </p>
              )}
              <WriteNotices online={online} mayChange={mayChange} offlineNext={m.transferKept()} />
              {sheet.lines.length > 0 && (
                <div className="stock-count-actions">
                  <Button variant="secondary" onClick={() => setClearing(true)}>
                    {m.countClear()}
                  </Button>
                  <Button onClick={() => void submit()} loading={busy} disabled={!online || !mayChange}>
                    {problem ? shell.tryAgain() : m.transferSubmit()}
                  </Button>
                </div>
              )}
            </section>
          )
        }}
      </QueryState>
      <ConfirmDialog
        ask={clearing ? { title: m.countClear(), text: m.transferClearConfirm({ count: String(sheet.lines.length) }), action: m.countClear() } : null}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false)
          clear()
          setProblem('')
        }}
      />
    </>
  )
}
