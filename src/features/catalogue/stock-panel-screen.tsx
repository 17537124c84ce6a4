import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { StockLevel, StockMovement } from '../../contract/catalogue/stock'
import { movementReasonLabels } from '../../contract/catalogue/stock-list'
import { errorText } from '../../lib/api-error'
import { formatDateTime } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { QueryState } from '../../ui/query-state'
import { StatusBadge } from '../../ui/status-badge'
import { EmptyState } from '../../ui/states'
import { recentMovementsQuery, setReorderLevel, stockKeys, variantStockQuery } from './stock-api'
import { AdjustForm, TransferForm } from './stock-forms'
import { ScanButton } from './scan-button'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// A variant's stock panel (/inventory/variants/$id, docs/areas/catalogue.md#locations-and-stock-movements): on hand,
// reserved, available and the reorder level per location, its latest movements, and the Adjust and Transfer forms.

const route = getRouteApi('/_app/inventory_/variants/$id')
const signed = (quantity: number) => (quantity > 0 ? `+${formatCount(quantity)}` : `−${formatCount(-quantity)}`)

function ReorderLevel({ level }: { level: StockLevel }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [text, setText] = useState(String(level.reorder_level ?? ''))
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      const result = await setReorderLevel({
        variant_id: level.variant_id,
        location_id: level.location_id,
        reorder_level: text.trim() === '' ? Number.NaN : Number(text),
      })
      setProblem('')
      notifySuccess(result.message)
      await queryClient.invalidateQueries({ queryKey: stockKeys.variant(level.variant_id) })
    } catch (error) {
      setProblem(errorText(error, m.enterReorderLevel()))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="stock-reorder"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <input
        className="input"
        id={id}
        inputMode="numeric"
        aria-label={m.reorderLevelIn({ location: level.location_name })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {m.saveLevel()}
      </Button>
      {problem && (
        <span className="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </span>
      )}
    </form>
  )
}

function Levels({ levels }: { levels: StockLevel[] }) {
  if (!levels.length) return <EmptyState title={m.noMovementsYet()} text={m.stockPanelEmpty()} />
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={m.labelOnHand()}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{m.labelLocation()}</th>
            <th scope="col" data-align="end">
              {m.labelOnHand()}
            </th>
            <th scope="col" data-align="end">
              {m.labelReserved()}
            </th>
            <th scope="col" data-align="end">
              {m.labelAvailable()}
            </th>
            <th scope="col">{m.labelReorderLevel()}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const available = level.on_hand - level.reserved
            return (
              <tr key={level.location_id} data-testid="stock-level">
                <th scope="row">{level.location_name}</th>
                <td data-align="end">{formatCount(level.on_hand)}</td>
                <td data-align="end">{formatCount(level.reserved)}</td>
                <td data-align="end">
                  {formatCount(available)} {available <= (level.reorder_level ?? 0) && <StatusBadge label={m.lowBadge()} tone="warning" />}
                </td>
                <td>
                  <ReorderLevel key={String(level.reorder_level)} level={level} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

function Recent({ rows, sku }: { rows: StockMovement[]; sku: string }) {
  return (
    <section className="panel" aria-labelledby="stock-recent">
      <h2 id="stock-recent">{m.recentMovements()}</h2>
      {rows.length === 0 ? (
        <p className="muted">{m.noMovementsYet()}</p>
      ) : (
        <ul className="stock-recent" data-testid="recent-movements">
          {rows.map((row) => (
            <li key={row.id}>
              <strong>{signed(row.quantity)}</strong> {row.location_name} · {movementReasonLabels[row.reason]}
              {row.reversed ? ` · ${m.reversedYes()}` : ''}
              <span className="muted"> · {[row.actor_name, formatDateTime(row.created_at)].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/inventory/movements" search={{ search: sku }} className="btn btn-secondary">
        {m.allMovements()}
      </Link>
    </section>
  )
}

export function StockPanelScreen() {
  const { id } = route.useParams()
  const queryClient = useQueryClient()
  const stock = useQuery(variantStockQuery(id))
  const recent = useQuery(recentMovementsQuery(id))
  const refresh = () => queryClient.invalidateQueries({ queryKey: stockKeys.all })
  return (
    <>
      <PageHeader
        title={stock.data ? m.stockPanelTitle({ sku: stock.data.sku }) : m.openStock()}
        description={m.stockPanelText()}
        actions={
          <>
            <BackLink to="/inventory">{m.backToInventory()}</BackLink>
            <ScanButton />
          </>
        }
      />
      <QueryState query={stock} what={m.openStock()} fallback={m.stockPanelFailed()}>
        {(data) => {
          const places = data.levels.map((level) => ({ value: level.location_id, label: level.location_name }))
          return (
            <div className="stock-panel">
              <Levels levels={data.levels} />
              {recent.data && <Recent rows={recent.data} sku={data.sku} />}
              {places.length > 0 && <AdjustForm variantId={id} sku={data.sku} locations={places} onDone={refresh} />}
              {places.length > 1 && <TransferForm variantId={id} sku={data.sku} locations={places} onDone={refresh} />}
            </div>
          )
        }}
      </QueryState>
    </>
  )
}
