import { queryOptions } from '@tanstack/react-query'
import { locationListResponse, movementSchema, type StockMovement } from '../../contract/catalogue/stock'
import { movementListQuery, movementReasonLabels, movementReasons, stockPaths, type MovementListQuery } from '../../contract/catalogue/stock-list'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'
import { defineList } from '../../ui/list/define-list'
import { dateFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { moverOptionsQuery } from './stock-api'
import * as m from '../../paraglide/m/stock'

/** Every stock movement of the organisation (docs/areas/catalogue.md#locations-and-stock-movements). */
export const movements = defineResource<StockMovement, MovementListQuery>({
  key: ['catalogue', 'stock'],
  row: movementSchema,
  list: stockPaths.movements,
  toasts: { list: false, detail: false },
})

/** The location filter's options: every location of the organisation, by name. */
const locationOptionsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'locations', 'options'],
    queryFn: ({ signal }) =>
      apiRequest(stockPaths.locations, { query: { page_size: 100 }, schema: locationListResponse, signal }).then((body) =>
        body.data.map((row) => ({ value: row.id, label: row.name })),
      ),
  })

const reasonOptions = movementReasons.map((value) => ({
  value,
  get label() {
    return movementReasonLabels[value]
  },
}))

export const movementList = defineList({
  texts: {
    title: m.movementsTitle,
    description: m.movementsText,
    search: m.searchMovements,
    noun: [m.movementOne, m.movementMany],
    empty: [m.movementsEmptyTitle, m.movementsEmptyText],
    csv: 'stock-movements.csv',
    failed: m.movementsFailed,
  },
  query: movementListQuery,
  defaultOrdering: '-created_at',
  // Reverse the chosen movements, each as its own reversal (a transfer's other side with it; docs/api.md#bulk).
  bulk: { list: 'stock-movements', actions: [{ action: 'reverse', label: m.reverse, doing: m.reversing }] },
  filters: [
    idFilter('location_id', { label: m.labelLocation, options: optionsFrom(locationOptionsQuery) }),
    selectFilter('reason', { label: m.labelReason, options: reasonOptions }),
    idFilter('actor_id', { label: m.labelPerson, options: optionsFrom(moverOptionsQuery) }),
    dateFilter('from', { label: m.fromDay }),
    dateFilter('to', { label: m.toDay }),
  ],
})
