import { canOpen, pathsForRole } from '../../../src/contract/permissions'
import type { SearchHit, SearchParams } from '../../../src/contract/search'
import type { Db } from '../../db/client'
import { finders, queryOf } from './finders'
import type { Query } from './finders'

/** A search beyond this database (the ads service's campaigns), with the screen it needs. */
export type RemoteFinder = { area: '/campaigns'; find: (query: Query) => Promise<SearchHit[]> }

/** 0 for a title or subtitle that is the query, 1 for one that starts with it, 2 for the rest. */
function closeness(hit: SearchHit, q: string): number {
  const wanted = q.toLowerCase()
  const texts = [hit.title.toLowerCase(), hit.subtitle.toLowerCase()]
  if (texts.includes(wanted)) return 0
  return texts.some((text) => text.startsWith(wanted)) ? 1 : 2
}

/**
 * The records of the caller's organisation that match `q`, from every area the role may open (src/contract/permissions.ts),
 * each area asked at once for at most `limit`; the closest matches first, then in the finders' order, `limit` in all.
 */
export async function searchRecords(db: Db, orgId: string, role: string, params: SearchParams, remote: readonly RemoteFinder[] = []): Promise<SearchHit[]> {
  const granted = pathsForRole(role)
  const query = queryOf(params.q, role, params.limit)
  const local = finders.filter((finder) => canOpen(granted, finder.area)).map((finder) => finder.find(db, orgId, query))
  const others = remote.filter((finder) => canOpen(granted, finder.area)).map((finder) => finder.find(query))
  const hits = (await Promise.all([...local, ...others])).flat()
  return hits
    .map((hit, order) => ({ hit, order, rank: closeness(hit, params.q) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, params.limit)
    .map(({ hit }) => hit)
}
