import { fromLocalInput, toLocalInput } from '../../lib/dates'
import { formatPaise, paiseToRupees, rupeesToPaise } from '../../lib/money'
import type * as v from 'valibot'
import { schemaErrors } from './form-state'
import type { FieldReader } from './stale-alert'
import * as m from '../../paraglide/m/form'

/**
 * How one field travels between the record, the input and the contract: `read` turns the record's value into what the
 * input holds, `write` turns the input back into the contract's input (which the contract then validates), `show` is
 * how the conflict alert prints it. Both sides may look at the whole record or form when one field depends on another.
 */
export type Codec<Value, Input, Field> = {
  empty: Field
  read: (value: Value, row: never) => Field
  write: (field: Field, values: never) => Input
  show?: (field: Field) => string
  /** A group's own fields (a variant's size and colour), shown one by one in the conflict alert. */
  parts?: Record<string, Codec<unknown, unknown, unknown>>
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of codecs of any value types
type AnyCodec = Codec<any, any, any>

/** Typed text as a whole number; blank is null. */
export const whole = (field: string) => (field.trim() === '' ? null : Number(field))

/** Text as typed. */
export const text: Codec<string | null | undefined, string, string> = { empty: '', read: (value) => value ?? '', write: (field) => field }
/** Text that is left out when blank (an optional attribute). */
export const optionalText: Codec<string | null | undefined, string | undefined, string> = {
  empty: '',
  read: (value) => value ?? '',
  write: (field) => (field.trim() === '' ? undefined : field),
}
/** An id chosen in an optional dropdown: '' in the input, null in the contract. */
export const optionalId: Codec<string | null, string | null, string> = { empty: '', read: (value) => value ?? '', write: (field) => field || null }
/** Paise in the contract, rupees as typed; blank is null and unreadable text stays NaN, so validation names the field. */
export const rupees: Codec<number | null, number | null, string> = {
  empty: '',
  read: paiseToRupees,
  write: rupeesToPaise,
  show: (field) => (field.trim() === '' ? '' : formatPaise(rupeesToPaise(field) ?? 0)),
}
/** A count or limit: blank is null ("no limit"). */
export const wholeNumber: Codec<number | null | undefined, number | null, string> = {
  empty: '',
  read: (value) => (value === null || value === undefined ? '' : String(value)),
  write: whole,
}
/** An ISO instant in the contract, the user's local date and time in a datetime-local input. */
export const localTime: Codec<string, string, string> = { empty: '', read: toLocalInput, write: fromLocalInput, show: (field) => field.replace('T', ' ') }
export const flag = (initial: boolean): Codec<boolean, boolean, boolean> => ({
  empty: initial,
  read: (value) => value,
  write: (field) => field,
  show: (field) => (field ? m.yes() : m.no()),
})
/** A status of 'active' or 'inactive' shown as an on/off switch. */
export const activeStatus: Codec<'active' | 'inactive', 'active' | 'inactive', boolean> = {
  empty: true,
  read: (status) => status === 'active',
  write: (active) => (active ? 'active' : 'inactive'),
  show: (active) => (active ? m.active() : m.inactive()),
}
export const choice = <const T extends string>(initial: T): Codec<T, T, T> => ({ empty: initial, read: (value) => value, write: (field) => field })

/** Fields kept together under one key (a variant's attributes: `attributes.size`). */
export function group<const Codecs extends Record<string, AnyCodec>>(
  codecs: Codecs,
): Codec<Partial<RowOf<Codecs>> | undefined, InputOf<Codecs>, ValuesOf<Codecs>> {
  const fields = formFields(codecs)
  return {
    empty: fields.empty(),
    read: (value) => fields.read({ ...value } as RowOf<Codecs>),
    write: (field) => fields.write(field),
    parts: codecs,
  }
}

type RowOf<Codecs extends Record<string, AnyCodec>> = { [K in keyof Codecs]: Parameters<Codecs[K]['read']>[0] }
type ValuesOf<Codecs extends Record<string, AnyCodec>> = { [K in keyof Codecs]: Codecs[K]['empty'] }
type InputOf<Codecs extends Record<string, AnyCodec>> = { [K in keyof Codecs]: ReturnType<Codecs[K]['write']> }

const mapped = <Codecs extends Record<string, AnyCodec>, Out>(codecs: Codecs, each: (codec: AnyCodec, key: string) => Out) =>
  Object.fromEntries(Object.entries(codecs).map(([key, codec]) => [key, each(codec, key)]))

/**
 * A form's fields declared once as codecs: the values of a new record, a record read into the inputs, the inputs written
 * as the contract's input, and the conflict alert's readers from the contract's labels.
 */
export function formFields<const Codecs extends Record<string, AnyCodec>>(codecs: Codecs) {
  type Values = ValuesOf<Codecs>
  return {
    empty: (preset: Partial<Values> = {}): Values => ({ ...(mapped(codecs, (codec) => codec.empty) as Values), ...preset }),
    read: (row: RowOf<Codecs>): Values => mapped(codecs, (codec, key) => codec.read(row[key], row as never)) as Values,
    write: (values: Values): InputOf<Codecs> => mapped(codecs, (codec, key) => codec.write(values[key], values as never)) as InputOf<Codecs>,
    /** Readers for the fields `labels` names (a group's parts by their own labels); `names` shows an id as the dropdown's label. */
    readers: (labels: Readonly<Record<string, string>>, names: Partial<Record<string, (id: string) => string>> = {}): FieldReader<Values>[] =>
      Object.entries(codecs).flatMap(([key, codec]) => {
        const at = (values: Values) => values[key as keyof Values] as unknown
        if (codec.parts)
          return Object.entries(codec.parts).flatMap(([part, inner]) =>
            readerOf(labels, part, inner, undefined, (values: Values) => (at(values) as Record<string, unknown>)[part]),
          )
        return readerOf(labels, key, codec, names[key], at)
      }),
  }
}

function readerOf<Values>(
  labels: Readonly<Record<string, string>>,
  key: string,
  codec: AnyCodec,
  name: ((id: string) => string) | undefined,
  at: (values: Values) => unknown,
): FieldReader<Values>[] {
  const label = labels[key]
  if (label === undefined || key === 'updated_at') return []
  const show = (field: unknown) => (name ? name(String(field)) : codec.show ? codec.show(field) : String(field ?? ''))
  return [{ label, read: (values) => show(at(values)) }]
}

/** The form's validator: the contract's message per field for what the inputs would send. */
export const validateWith =
  <Values>(schema: v.GenericSchema, write: (values: Values) => unknown) =>
  (values: Values) =>
    schemaErrors(schema, write(values))?.fields

/** Ids chosen in a multi-select (checkboxes), in the order chosen. */
export const idList: Codec<readonly string[] | null | undefined, string[], string[]> = {
  empty: [],
  read: (value) => [...(value ?? [])],
  write: (field) => field,
}
