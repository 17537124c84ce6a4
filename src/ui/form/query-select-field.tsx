import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { withCurrent } from './form-state'
import { SelectField, type Option } from './select-field'

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
}

const failed = 'The options could not be loaded. Check your connection and reopen the form.'

/** A dropdown of a form whose options are fetched: loading, failure and the record's own choice handled once. */
export function QuerySelectField<Key extends QueryKey>({ query, current, hint, ...props }: QuerySelectFieldProps<Key>) {
  const options = useQuery(query)
  const loading = query.enabled !== false && options.isPending
  return <SelectField {...props} options={withCurrent(options.data, current)} loading={loading} hint={options.isError ? failed : hint} />
}
