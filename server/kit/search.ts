import { sql } from 'drizzle-orm'
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm'
import type { AreaPath } from '../../src/contract/permissions'
import { phonePattern } from '../../src/contract/search'
import type { SearchHit } from '../../src/contract/search'
import type { Db } from '../db/client'
import { isUuid } from './list-query'
import type { AppDeps } from './types'

// The command palette's search (docs/app.md#command-palette), as each area takes part in it: an area lists its finders
// in its area.ts (`finders`); server/platform/search asks every finder the caller's role may use in one UNION ALL.

/**
 * What every finder gets: the trimmed query, its LIKE patterns (contains, and a phone number's), whether it may be a
 * name (`text`: not an id, not a whole phone number) or part of a code (`code`: not an id; a SKU such as
 * KSR-000086-6-IVR has as many digits as a phone number), the caller's role and how many hits it may return.
 */
export type Query = { q: string; contains: string; phone: string | null; text: boolean; code: boolean; role: string; limit: number }

/** One row of the search's union: every area's columns as text, in one shape. */
export type FoundRow = { id: string; title: string; subtitle: string; extra: string | null }

/**
 * One area's part of the search: the screen whose permission it needs; its select over one organisation's rows (the
 * union's columns, `shape`), in the order of an indexed column so a common word stops after `limit` rows of the index
 * instead of sorting every match, or null when the query cannot name one of its records; and the hit a row makes.
 * `order`: where its hits are listed among equally close ones (lower first).
 */
export type Finder = {
  area: AreaPath
  order: number
  select: (db: Db, orgId: string, query: Query) => SQLWrapper | null
  hit: (row: FoundRow, query: Query) => SearchHit
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

export function queryOf(q: string, role: string, limit: number): Query {
  const phone = phonePattern(q)
  // Seven digits or more are a phone number: no name, code or SKU is looked through for them.
  const text = !isUuid(q) && !(phone && q.replace(/\D/g, '').length >= 7)
  return { q, contains: `%${escapeLike(q)}%`, phone, text, code: !isUuid(q), role, limit }
}

type Cell = AnyColumn | SQL
const asText = (cell: Cell, name: keyof FoundRow) => sql<string>`(${cell})::text`.as(name)
/** The union's columns, in its order: every branch names the same four. */
export const shape = (id: Cell, title: Cell, subtitle: Cell, extra: Cell = sql`null`) => ({
  id: asText(id, 'id'),
  title: asText(title, 'title'),
  subtitle: asText(subtitle, 'subtitle'),
  extra: asText(extra, 'extra'),
})

/**
 * A search beyond this database (the ads service's campaigns): made per request from the app's dependencies and the
 * caller's Authorization header, asked only when the role may open `area`.
 */
export type RemoteFinder = {
  area: AreaPath
  make: (deps: AppDeps, authorization: string) => (query: Query) => Promise<SearchHit[]>
}

/** What the search asks: every area's finders (by `order`) and searches beyond this database. */
export type SearchSources = { finders: readonly Finder[]; remote: readonly RemoteFinder[] }

export const searchSourcesOf = (areas: readonly { finders?: readonly Finder[]; remoteFinders?: readonly RemoteFinder[] }[]): SearchSources => ({
  finders: areas.flatMap(({ finders }) => finders ?? []).sort((a, b) => a.order - b.order),
  remote: areas.flatMap(({ remoteFinders }) => remoteFinders ?? []),
})
