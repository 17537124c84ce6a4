import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { messages } from '../../contract/common'
import { dateOf } from '../../contract/lists'
import type { Text } from '../../lib/text'
import { loose, type SearchValues } from './list-search'

export type Option = { label: Text; value: string }
type Options = readonly Option[]

/** A select's options from a name map, in its order. */
export const optionsOf = <Key extends string>(names: Readonly<Record<Key, Text>>) =>
  (Object.entries(names) as [Key, Text][]).map(([value, label]) => ({ value, label }))

/** Options read from a query (brands, templates of the chosen brand): a hook, so each select fetches its own. */
export type UseOptions = (search: SearchValues) => { options: Options; failed: boolean }

export function optionsFrom<TData, TKey extends QueryKey>(
  query: (search: SearchValues) => UseQueryOptions<TData, Error, TData, TKey>,
  toOptions: (data: TData) => Options = (data) => data as Options,
): UseOptions {
  return function useOptions(search) {
    const result = useQuery(query(search))
    return { options: result.data === undefined ? [] : toOptions(result.data), failed: result.isError }
  }
}

type Control =
  | { kind: 'select'; key: string; options: Options | UseOptions; resets?: readonly string[]; shownWhen?: (search: SearchValues) => boolean }
  | { kind: 'date'; key: string }
  | { kind: 'dateRange'; from: string; to: string }
  | { kind: 'numberRange'; min: string; max: string; step?: number }
  | { kind: 'boolean'; key: string }

type QueryParams = Record<string, string | undefined>

/** A list filter declared as data: the toolbar renders it, the URL schema and the server query derive from it. */
export type Filter<Entries extends v.ObjectEntries = v.ObjectEntries> = Control & {
  label: Text
  /** The URL params it owns, each falling back to "not set" on a bad value. */
  entries: Entries
  /** The server's params for it; by default each URL param as a string under its own name. */
  toQuery?: (search: SearchValues) => QueryParams
}

const entry = <const Key extends string, Schema>(key: Key, schema: Schema) => ({ [key]: schema }) as { [K in Key]: Schema }
// The server's own date rule: a day that exists, in 2000-2100; anything else falls back to "not set".
const isoDate = () => loose(dateOf(messages.invalid))
const amount = () => loose(v.pipe(v.number(), v.finite()))

type Extra = { label: Text; toQuery?: (search: SearchValues) => QueryParams }
type SelectExtra = Extra & { resets?: readonly string[]; shownWhen?: (search: SearchValues) => boolean }

/** A select over fixed options; the URL keeps only those values. */
export const selectFilter = <const Key extends string, const Value extends string>(
  key: Key,
  spec: SelectExtra & { options: readonly { label: Text; value: Value }[] },
) => ({
  ...spec,
  kind: 'select' as const,
  key,
  entries: entry(key, loose(v.picklist(spec.options.map((option) => option.value)))),
})

/** A select of records (brands, templates) whose options come from a query; the URL keeps an id. */
export const idFilter = <const Key extends string>(key: Key, spec: SelectExtra & { options: UseOptions }) => ({
  ...spec,
  kind: 'select' as const,
  key,
  entries: entry(key, loose(v.pipe(v.string(), v.uuid()))),
})

/** One day (YYYY-MM-DD). */
export const dateFilter = <const Key extends string>(key: Key, spec: Extra) => ({ ...spec, kind: 'date' as const, key, entries: entry(key, isoDate()) })

/** From and to days, each optional. */
export const dateRangeFilter = <const From extends string, const To extends string>(from: From, to: To, spec: Extra) => ({
  ...spec,
  kind: 'dateRange' as const,
  from,
  to,
  entries: { ...entry(from, isoDate()), ...entry(to, isoDate()) },
})

/** Lowest and highest number, each optional. */
export const numberRangeFilter = <const Min extends string, const Max extends string>(min: Min, max: Max, spec: Extra & { step?: number }) => ({
  ...spec,
  kind: 'numberRange' as const,
  min,
  max,
  entries: { ...entry(min, amount()), ...entry(max, amount()) },
})

/** A checkbox ("Low stock only"): in the URL only when ticked. */
export const booleanFilter = <const Key extends string>(key: Key, spec: Extra) => ({
  ...spec,
  kind: 'boolean' as const,
  key,
  entries: entry(key, loose(v.literal(true))),
})

/** For a select kept in the URL as a word but sent as a flag: status=active goes out as is_active=true. */
export const asFlag = (urlKey: string, param: string, trueValue: string) => (search: SearchValues) => ({
  [param]: search[urlKey] === undefined ? undefined : String(search[urlKey] === trueValue),
})

/** The server's params for one filter's current values. */
export function filterParams(filter: Filter, search: SearchValues): QueryParams {
  if (filter.toQuery) return filter.toQuery(search)
  return Object.fromEntries(Object.keys(filter.entries).map((key) => [key, search[key] === undefined ? undefined : String(search[key])]))
}
