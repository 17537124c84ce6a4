import * as v from 'valibot'
import * as m from '../../paraglide/m/kit'
import type { Text } from '../../lib/text'
import { filterParams, type Filter, type Option, type UseOptions } from './filters'
import { compactSearch, DEFAULT_PAGE_SIZE, listSearchEntries, loose, type SearchValues } from './list-search'

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never
type FilterEntries<Filters extends readonly Filter[]> = Filters extends readonly [] ? object : UnionToIntersection<Filters[number]['entries']>

/** The contract's list query: its `ordering` lists the sorts the server accepts. */
type ListQuerySchema = v.GenericSchema & { entries: { ordering: v.OptionalSchema<v.GenericSchema<string>, undefined> } }
type Loose<Schema extends v.GenericSchema> = v.SchemaWithFallback<v.OptionalSchema<Schema, undefined>, undefined>
type Ordering<Query extends ListQuerySchema> = Query['entries']['ordering']['wrapped']
type SearchEntries<Query extends ListQuerySchema, Filters extends readonly Filter[]> = Extract<
  Omit<typeof listSearchEntries, 'ordering'> & { ordering: Loose<Ordering<Query>> } & FilterEntries<Filters>,
  v.ObjectEntries
>

/** What a list's page says, declared with the list: read when shown, so it follows the person's language. */
export type ListTexts = {
  /** The page's heading, also the table's caption. */
  title: Text
  description: Text
  /** The search box's placeholder. */
  search: Text
  noun: readonly [one: Text, many: Text]
  /** The empty state when nothing is there yet (a filter that matches nothing says so by itself). */
  empty: readonly [title: Text, text: Text]
  /** The CSV's file name. */
  csv: string
  /** Shown when the list cannot be fetched. */
  failed: Text
}

export type ListDefinition<Search, Query> = {
  /** What its page says (ResourceListScreen); a list used on its own (tests, a kit's own list) may leave it out. */
  texts?: ListTexts
  /** validateSearch of the route: bad values fall back, so old links still open. */
  search: v.GenericSchema<unknown, Search>
  filters: readonly Filter[]
  defaultOrdering: string
  /** The URL view as the server's list query: strings, defaults filled in, empty values dropped. */
  toQuery: (search: Search) => Query
  /** The same from the raw URL search, for route loaders (their routes keep the search as it is; see src/ui/README.md). */
  queryOf: (raw: unknown) => Query
  /** What may be done to chosen rows (docs/api.md#bulk); a list without it has no selection. */
  bulk?: BulkActions
}

/**
 * One list: the contract's query (for its sorts), the default sort and the filters.
 * The URL schema and the server query are derived from them.
 */
export function defineList<const Filters extends readonly Filter[], Query extends ListQuerySchema, Texts extends ListTexts | undefined = undefined>(spec: {
  texts?: Texts
  query: Query
  defaultOrdering: v.InferOutput<Ordering<Query>>
  filters: Filters
  bulk?: BulkActions
}): ListDefinition<v.InferOutput<v.ObjectSchema<SearchEntries<Query, Filters>, undefined>>, v.InferInput<Query>> & { texts: Texts } {
  const { texts, query, defaultOrdering, filters, bulk } = spec
  const entries = Object.assign({}, listSearchEntries, { ordering: loose(v.unwrap(query.entries.ordering)) }, ...filters.map((filter) => filter.entries))
  const toQuery = (search: SearchValues) => {
    const { page = 1, page_size = DEFAULT_PAGE_SIZE, ordering = defaultOrdering, search: text } = search
    const params = Object.assign({}, ...filters.map((filter) => filterParams(filter, search)))
    return compactSearch({ search: text, ...params, page: String(page), page_size: String(page_size), ordering })
  }
  const search = v.object(entries)
  const queryOf = (raw: unknown) => toQuery(v.parse(search, raw ?? {}))
  return { texts, search, filters, defaultOrdering, toQuery, queryOf, bulk } as never
}

/** One bulk action of a list: the server's action name (docs/api.md#bulk) and its button's verb, also the question's. */
export type BulkAction = {
  action: string
  label: Text
  /** A value the action needs, chosen in its question ("Change status of 12 complaints?"); sent as `field`. */
  choose?: BulkChoice
  /** What the progress says while it runs ("Cancelling", "रद्द कर रहे हैं"): its own text in each language. */
  doing: Text
  /** The way out of the question where 'Cancel' would be ambiguous (cancelling bookings). */
  keep?: Text
  /** The area a role must open to see the action, where the list's readers may not all take it (cancel bookings). */
  area?: string
}

/** The value a bulk action asks for: its field in the body, its label and its options ('' may be one: nobody). */
export type BulkChoice = { field: string; label: Text; options: readonly Option[] | UseOptions }

/**
 * A list's bulk actions, declared with the list (defineList): `list` names its bulk paths, /api/bulk/<list>/<action>.
 * Every list with bulk actions can also export the chosen rows.
 */
export type BulkActions = { list: string; actions: readonly BulkAction[] }

// Declared here, with the list, so the lists that share them add no chunk of their own to the route loaders.

/** Activate and Deactivate: the lists whose rows are on or off. */
export const onOffActions = (list: string): BulkActions => ({
  list,
  actions: [
    { action: 'activate', label: m.activate, doing: m.activating },
    { action: 'deactivate', label: m.deactivate, doing: m.deactivating },
  ],
})
