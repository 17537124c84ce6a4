import { queryOptions } from '@tanstack/react-query'
import { historyEntrySchema, historyListResponse, historyPaths, type ActivityQuery, type HistoryEntry } from '../../contract/history'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** The organisation's activity (docs/history.md#on-screen): every history entry, filtered, searched by record and paged like every list. */
export const activity = defineResource<HistoryEntry, ActivityQuery>({
  key: ['activity'],
  row: historyEntrySchema,
  list: historyPaths.activity,
  toasts: { list: 'Failed to fetch activity', detail: false },
})

/**
 * The person filter's choices: the people of the latest entries (the organisation's most recent 100), one option each.
 * Whoever is picked from a row's name joins them while the filter is set.
 */
export const peopleQuery = () =>
  queryOptions({
    queryKey: [...activity.keys.all, 'people'],
    queryFn: ({ signal }) =>
      apiRequest(historyPaths.activity, { query: { page: 1, page_size: 100, ordering: '-at' }, schema: historyListResponse, signal }).then((body) => {
        const people = new Map<string, string>()
        for (const entry of body.data) if (entry.actor_id && !people.has(entry.actor_id)) people.set(entry.actor_id, entry.actor_name)
        return [...people].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label))
      }),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })
