import { sql } from 'drizzle-orm'
import { canOpen } from '../../../src/contract/permissions'
import type { SearchHit, SearchParams } from '../../../src/contract/search'
import type { Db } from '../../db/client'
import { queryOf } from '../../kit/search'
import type { Finder, FoundRow, Query } from '../../kit/search'
import type { AreaPath } from '../../../src/contract/permissions'

/** What one search asks: the areas' finders (server/kit/search.ts) and the searches beyond this database, made for this caller. */
type Sources = { finders: readonly Finder[]; remote: readonly { area: AreaPath; find: (query: Query) => Promise<SearchHit[]> }[] }

/** 0 for a title or subtitle that is the query, 1 for one that starts with it, 2 for the rest. */
function closeness(hit: SearchHit, q: string): number {
  const wanted = q.toLowerCase()
  const texts = [hit.title.toLowerCase(), hit.subtitle.toLowerCase()]
  if (texts.includes(wanted)) return 0
  return texts.some((text) => text.startsWith(wanted)) ? 1 : 2
}

/**
 * Every area the role may open, asked in one statement: each finder's select (its own order and limit) as one branch
 * of a UNION ALL, tagged with the finder's place in the list; one round trip to the database whatever the areas.
 */
async function findLocal(db: Db, orgId: string, granted: readonly string[], query: Query, finders: readonly Finder[]): Promise<SearchHit[]> {
  const branches = finders.flatMap((finder, index) => {
    const select = canOpen(granted, finder.area) ? finder.select(db, orgId, query) : null
    return select ? [sql`(select ${sql.raw(String(index))} as finder, found.* from ${select} as found)`] : []
  })
  if (branches.length === 0) return []
  const result = (await db.execute(sql.join(branches, sql` union all `))) as unknown as { rows: (FoundRow & { finder: number })[] }
  return result.rows
    .map((row) => ({ row, finder: Number(row.finder) }))
    .sort((a, b) => a.finder - b.finder)
    .flatMap(({ row, finder }) => finders[finder]?.hit(row, query) ?? [])
}

/**
 * The records of the caller's organisation that match `q`, from every area the role may open (src/contract/permissions.ts),
 * each area at most `limit`; the closest matches first, then in the finders' order, `limit` in all.
 */
export async function searchRecords(
  db: Db,
  orgId: string,
  { role, granted }: { role: string; granted: readonly string[] },
  params: SearchParams,
  { finders, remote }: Sources,
): Promise<SearchHit[]> {
  const query = queryOf(params.q, role, params.limit)
  const others = remote.filter((finder) => canOpen(granted, finder.area)).map((finder) => finder.find(query))
  const hits = (await Promise.all([findLocal(db, orgId, granted, query, finders), ...others])).flat()
  return hits
    .map((hit, order) => ({ hit, order, rank: closeness(hit, params.q) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, params.limit)
    .map(({ hit }) => hit)
}
