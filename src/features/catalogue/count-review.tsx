import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { countBody, type CountBody } from '../../contract/catalogue/stock'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { useSendKey } from '../../lib/send-key'
import { formatCount } from '../../lib/format'
import { useMayChange } from '../../lib/permissions-store'
import { notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { OfflineState } from '../../ui/offline-state'
import { ErrorState, Skeleton } from '../../ui/states'
import { WriteNotices } from '../../ui/write-notices'
import { quantityOf, type ScanSheet } from './scan-sheet'
import { postCount, stockKeys, variantStockQuery } from './stock-api'
import * as shell from '../../paraglide/m/shell'
import * as kit from '../../paraglide/m/kit'
import * as m from '../../paraglide/m/stock'

// The Count stock screen's review (docs/app.md#scanning): each line counted against what its variant has on hand in the
// sheet's location, with the difference; Post sends the whole sheet in one request (the server takes the difference
// again, under lock, so a movement landing meanwhile is counted against). Writes wait for the connection.

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : value < 0 ? `−${formatCount(-value)}` : '0')

type Props = { sheet: ScanSheet; locationName: string; onBack: () => void; onPosted: () => void }

export function CountReview({ sheet, locationName, onBack, onPosted }: Props) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const mayChange = useMayChange('/inventory/count')
  const { keyFor } = useSendKey()
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const stock = useQueries({ queries: sheet.lines.map((line) => variantStockQuery(line.variant_id)) })
  const parsed = v.safeParse(countBody, {
    location_id: sheet.location_id,
    lines: sheet.lines.map((line) => ({ variant_id: line.variant_id, counted: quantityOf(line.quantity) })),
  } satisfies CountBody)
  const invalid = parsed.success ? '' : (parsed.issues[0]?.message ?? m.enterCounted())

  if (stock.some((query) => query.isError)) {
    const failed = stock.find((query) => query.isError)
    return (
      <ErrorState
        title={kit.couldNotLoad({ what: m.countOnHandLoading() })}
        text={errorText(failed?.error, m.countOnHandFailed())}
        onRetry={() => stock.forEach((query) => query.isError && void query.refetch())}
        retrying={stock.some((query) => query.isFetching)}
      />
    )
  }
  if (stock.some((query) => query.isPending && query.fetchStatus === 'paused')) return <OfflineState what={m.countOnHandLoading()} />
  if (stock.some((query) => query.data === undefined)) {
    return (
      <div aria-busy="true" aria-label={kit.loadingThings({ things: m.countOnHandLoading() })}>
        <Skeleton height={220} />
      </div>
    )
  }
  const rows = sheet.lines.map((line, index) => {
    const held = stock[index]?.data?.levels.find((level) => level.location_id === sheet.location_id)?.on_hand ?? 0
    const counted = quantityOf(line.quantity)
    return { ...line, held, counted, difference: Number.isInteger(counted) ? counted - held : Number.NaN }
  })
  const differs = rows.some((row) => row.difference !== 0)

  const post = async () => {
    if (!parsed.success) return
    setBusy(true)
    try {
      const result = await postCount(parsed.output, keyFor(parsed.output))
      notifySuccess(result.message)
      await queryClient.invalidateQueries({ queryKey: stockKeys.all })
      onPosted()
    } catch (error) {
      setProblem(errorText(error, m.countOnHandFailed()))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel" aria-labelledby="count-review-title">
      <h2 id="count-review-title">{m.countReviewTitle()}</h2>
      <p className="muted">{locationName}</p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={m.countReviewTitle()}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{m.labelSku()}</th>
              <th scope="col" data-align="end">
                {m.labelCounted()}
              </th>
              <th scope="col" data-align="end">
                {m.labelOnHand()}
              </th>
              <th scope="col" data-align="end">
                {m.labelDifference()}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.variant_id} data-testid="count-review-line">
                <th scope="row">{row.sku}</th>
                <td data-align="end">{Number.isInteger(row.counted) ? formatCount(row.counted) : row.counted}</td>
                <td data-align="end">{formatCount(row.held)}</td>
                <td data-align="end">{Number.isNaN(row.difference) ? '—' : signed(row.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!differs && !invalid && <p className="muted">{m.countNothingToPost()}</p>}
      {(invalid || problem) && (
        <p className="form-alert" role="alert">
          {invalid || problem}
        </p>
      )}
      <WriteNotices online={online} mayChange={mayChange} offlineNext={m.countKept()} />
      <div className="stock-count-actions">
        <Button variant="secondary" onClick={onBack}>
          {m.countBackToSheet()}
        </Button>
        <Button onClick={() => void post()} loading={busy} disabled={!online || !mayChange || !differs || Boolean(invalid)}>
          {problem && !invalid ? shell.tryAgain() : m.countPost()}
        </Button>
      </div>
    </section>
  )
}
