import type * as v from 'valibot'
import type { CsvSpec } from '../../src/contract/vocabulary'
import type { ListParams, ListResult } from './list-query'

// The lists whose CSV export may run in the background (docs/areas/jobs.md#large-exports). Every list route made with
// a `background` read (list-answer.ts, listRoute) is registered here by its name; the jobs area (server/areas/jobs)
// starts the job (`c.get('startExport')`, set by the app when it has a queue) and its worker reads the list back by name.

/**
 * Whose export it is, and of what: the list is read as this person would read it (their organisation, their role's
 * masking, their own rows where a list has them) and, for a list under a record's path, that record (`path`).
 */
export type ExportScope = { orgId: string; userId: string; role: string; path: Record<string, string> }

/** A list read by its scope rather than by a request, so a worker with no request reads it as its starter would. */
export type ScopedRead<Params extends ListParams, Row> = (scope: ExportScope, params: Params, signal?: AbortSignal) => Promise<ListResult<Row>>

type Schema<Output> = v.GenericSchema<unknown, Output> | v.GenericSchemaAsync<unknown, Output>
type ExportSource<Params extends ListParams, Row> = { query: Schema<Params>; csv: CsvSpec<Row>; read: ScopedRead<Params, Row> }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own params and rows
type AnySource = ExportSource<any, any>

const sources = new Map<string, AnySource>()

/** Registers the list `name` (its job's subject): the same name always reads the same list. */
export function registerExportSource<Params extends ListParams, Row>(name: string, source: ExportSource<Params, Row>): void {
  sources.set(name, source)
}

/** The list a job names (undefined: none such in this build). */
export const exportSourceOf = (name: string): AnySource | undefined => sources.get(name)
