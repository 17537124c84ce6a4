import { useQuery } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { gridMessages } from '../../contract/catalogue/variant-grid'
import type { GridRow } from '../../contract/catalogue/variant-grid'
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query'
import { PageHeader } from '../../ui/page-header'
import { errorText } from '../../lib/api-error'
import { OfflineState } from '../../ui/offline-state'
import { EmptyState, ErrorState, Skeleton } from '../../ui/states'
import { gridQueryOf, variantGridQuery } from './variant-grid-api'
import { VariantGridEditor } from './variant-grid-editor'
import './variant-grid.css'
import * as m from '../../paraglide/m/catalogue'
import type { ListRouteSearch } from '../../ui/route-loaders'

type GridData = { data: GridRow[]; more: boolean }

/** Back to the variants list with the same filter, search and sort. */
const ListLink = ({ search, className }: { search: Record<string, unknown>; className: string }) => (
  <Link to="/products/variants" search={search as ListRouteSearch} className={className}>
    {m.backToList()}
  </Link>
)

/** The loaded rows: the grid, or the empty state; the note when more variants match than the grid shows. */
function Loaded({ data, more, search, queryKey }: GridData & { search: Record<string, unknown>; queryKey: QueryKey }) {
  if (data.length === 0)
    return <EmptyState title={m.gridEmptyTitle()} text={m.gridEmptyText()} action={<ListLink search={search} className="btn btn-primary" />} />
  return (
    <>
      {more && (
        <p className="variant-grid-more" role="note">
          {gridMessages.more}
        </p>
      )}
      <VariantGridEditor rows={data} queryKey={queryKey} />
    </>
  )
}

/**
 * The filtered variants as a spreadsheet (docs/areas/catalogue.md#price-and-stock-grid): the list's own filter from the
 * URL, every matching row up to 5,000. Made for wide screens: a phone is sent back to the list.
 */
export function VariantGridScreen() {
  const search = useSearch({ from: '/_app/products/variants/grid' })
  // Once shown wide, the grid stays through a resize (a window narrowed for a moment keeps its edits).
  const wideNow = useMediaQuery(WIDE_SCREEN)
  const [wasWide, setWasWide] = useState(wideNow)
  if (wideNow && !wasWide) setWasWide(true)
  const wide = wideNow || wasWide
  const query = useMemo(() => gridQueryOf(search), [search])
  const grid = useQuery({ ...variantGridQuery(query), enabled: wide })
  const header = <PageHeader title={m.gridTitle()} description={m.gridText()} actions={<ListLink search={search} className="btn btn-secondary" />} />
  if (!wide)
    return (
      <div className="variant-grid-screen">
        {header}
        <EmptyState title={m.gridNarrowTitle()} text={m.gridNarrowText()} action={<ListLink search={search} className="btn btn-primary" />} />
      </div>
    )
  return (
    <div className="variant-grid-screen">
      {header}
      {grid.data ? (
        <Loaded {...grid.data} search={search} queryKey={variantGridQuery(query).queryKey} />
      ) : grid.isPending && grid.fetchStatus === 'paused' ? (
        <OfflineState what={m.gridWhat()} />
      ) : grid.isError ? (
        <ErrorState
          title={m.gridLoadFailed()}
          text={errorText(grid.error, m.variantsFailed())}
          onRetry={() => void grid.refetch()}
          retrying={grid.isFetching}
        />
      ) : (
        <div aria-busy="true" aria-label={m.gridLoading()}>
          <Skeleton height={220} />
        </div>
      )}
    </div>
  )
}
