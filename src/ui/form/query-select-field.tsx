import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { withCurrent } from './form-state'
import { SelectField, type Option } from './select-field'
import * as m from '../../paraglide/m/form'

type QuerySelectFieldProps<Key extends QueryKey> = {
  label: string
  /** Where the options come from (src/lib/option-queries); a disabled query (no parent chosen yet) shows no spinner. */
  query: UseQueryOptions<Option[], Error, Option[], Key>
  /** The record's own choice, kept even when the options leave it out (an inactive brand, say). */
  current?: Option
  placeholder?: string
  required?: boolean
  disabled?: boolean
  disabledReason?: string
  hint?: string
  /** Shown under the dropdown when there is nothing to choose yet: the way to make the first one. */
  whenEmpty?: ReactNode
  /** An error it shows for another field's sake (see SelectField). */
  needed?: string
}

const failed = () => m.optionsFailed()

/** A dropdown of a form whose options are fetched: loading, failure and the record's own choice handled once. */
export function QuerySelectField<Key extends QueryKey>({ query, current, hint, whenEmpty, ...props }: QuerySelectFieldProps<Key>) {
  const options = useQuery(query)
  const loading = query.enabled !== false && options.isPending
  const choices = withCurrent(options.data, current)
  const select = <SelectField {...props} options={choices} loading={loading} hint={options.isError ? failed() : hint} />
  if (!whenEmpty || !options.isSuccess || choices.length > 0) return select
  return (
    <div>
      {select}
      <p className="field-empty-action">{whenEmpty}</p>
    </div>
  )
}
