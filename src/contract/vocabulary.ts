import * as form from '../paraglide/m/form'

/**
 * One vocabulary per entity: the contract's keys are the form's keys and the database columns' property names, and each
 * field's label is declared once here. The form's label, the list's column header, the CSV header and the conflict alert
 * all read it, so they cannot disagree.
 */
export type Labels<Key extends string> = Readonly<Record<Key, string>>

/**
 * Labels read when shown: each key's text comes from its catalogue message (a getter), so it is in the language of the
 * moment, the page's or the server request's (src/ui/README.md, texts in English and Hindi).
 */
export const labelsFrom = <const Key extends string>(messages: Record<Key, () => string>): Labels<Key> =>
  Object.defineProperties(
    {} as Labels<Key>,
    Object.fromEntries(Object.entries<() => string>(messages).map(([key, text]) => [key, { get: () => text(), enumerable: true }])),
  )

/**
 * Each label as a text read when shown: a list's columns, declared when their module loads, say
 * `header: headers.name` with `const headers = textsOf(labels)` and follow the language of the moment.
 */
export const textsOf = <Key extends string>(labels: Labels<Key>): Readonly<Record<Key, () => string>> =>
  Object.fromEntries(Object.keys(labels).map((key) => [key, () => labels[key as Key]])) as Record<Key, () => string>

/** A CSV export's column: its header (a label) and the cell of one row. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => string | number | null]
export type CsvSpec<Row> = { filename: string; columns: readonly CsvColumn<Row>[] }

/** Spreadsheets get rupees, not paise. */
export const csvRupees = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2))
/** Yes or No in the language asked for (an import takes either language's words back: server/areas/employees/import.ts). */
export const csvYesNo = (value: boolean) => (value ? form.yes() : form.no())
