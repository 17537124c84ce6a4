import * as m from '../../paraglide/m/history'
import { queryOptions } from '@tanstack/react-query'
import { activityPeopleResponse, historyEntrySchema, historyPaths, type ActivityQuery, type HistoryEntry } from '../../contract/history'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** The organisation's activity (docs/history.md#on-screen): every history entry, filtered, searched by record and paged like every list. */
export const activity = defineResource<HistoryEntry, ActivityQuery>({
  key: ['activity'],
  row: historyEntrySchema,
  list: historyPaths.activity,
  toasts: { list: m.fetchActivityFailed, detail: false },
})

/**
 * The person filter's choices: every member of the organisation (GET /api/activity/people), by name, so someone whose
 * last change is far down the trail can still be picked.
 */
export const peopleQuery = () =>
  queryOptions({
    queryKey: [...activity.keys.all, 'people'],
    queryFn: ({ signal }) =>
      apiRequest(historyPaths.activityPeople, { schema: activityPeopleResponse, signal }).then((body) =>
        body.data.map((person) => ({ value: person.id, label: person.name })),
      ),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })
