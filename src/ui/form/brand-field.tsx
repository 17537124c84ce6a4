import { Link } from '@tanstack/react-router'
import { brandOptionsQuery } from '../../lib/option-queries'
import type { FieldSpec, QuerySelectProps } from './declared-fields'
import * as m from '../../paraglide/m/form'

/**
 * The brand dropdown of the catalogue's and marketing's forms: the organisation's brands, the record's own (an inactive
 * brand, say) kept, and with no brand yet the way to add the first. Required (every record names its brand), so an
 * organisation's only brand is chosen by itself.
 */
export const brandField = <Values,>(props: Omit<QuerySelectProps, 'whenEmpty'> = {}): FieldSpec<Values> => ({
  kind: 'options',
  query: () => brandOptionsQuery(),
  placeholder: m.selectBrand(),
  whenEmpty: <Link to="/brands-list/add">{m.noBrandsYet()}</Link>,
  required: true,
  ...props,
})
