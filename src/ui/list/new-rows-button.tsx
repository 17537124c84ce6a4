import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import * as v from 'valibot'
import * as m from '../../paraglide/m/kit'
import { formatCount } from '../../lib/format'
import { clearNewRows, useNewRowCount } from '../../lib/new-rows'
import { Button } from '../button'
import type { ListDefinition } from './define-list'
import type { ListState } from './use-list-search'

const NEWEST = '-created_at'

/**
 * "3 new bookings": records others created while this list is open (src/lib/new-rows.ts), shown when asked, so the
 * rows being read do not move under the reader. Shown from page 1, newest first where the list can sort so.
 */
export function NewRowsButton<Search, Query>({
  root,
  noun,
  definition,
  state,
}: {
  root?: QueryKey
  noun: readonly [string, string]
  definition: ListDefinition<Search, Query>
  state: ListState<Search, Query>
}) {
  const queryClient = useQueryClient()
  const count = useNewRowCount(root)
  if (!root || count === 0) return null
  const show = () => {
    clearNewRows(root)
    const sortsByAge = (v.parse(definition.search, { ordering: NEWEST }) as { ordering?: string }).ordering === NEWEST
    state.setOrdering(sortsByAge ? NEWEST : undefined)
    void queryClient.invalidateQueries({ queryKey: [...root, 'list'] })
  }
  return (
    <div className="new-rows" aria-live="polite">
      <Button variant="secondary" className="new-items" onClick={show}>
        {m.newRowsShow({ shown: formatCount(count), noun: count === 1 ? noun[0] : noun[1] })}
      </Button>
    </div>
  )
}
