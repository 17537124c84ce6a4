import type { Category } from '../../../contract/catalogue'
import { describedBy, FieldShell, firstError } from '../../../ui/form/field-shell'
import { useFieldContext } from '../../../ui/form/form-context'
import { useServerFieldError } from '../../../ui/form/server-error'
import { Spinner } from '../../../ui/spinner'
import { groupCategories } from './category-options'
import * as m from '../../../paraglide/m/catalogue'
import '../../../ui/styles/select.css'

type Props = { categories: readonly Category[] | undefined; loading: boolean; failed: boolean; current?: { label: string; value: string } }

/** The single-select of docs/app.md#forms with categories grouped under their parent. */
export function CategorySelect({ categories, loading, failed, current }: Props) {
  const field = useFieldContext<string>()
  const serverError = useServerFieldError(field.name)
  const error = firstError(field.state.meta.errors) ?? serverError
  const id = `field-${field.form.formId}-${field.name}`
  const groups = groupCategories(categories ?? [])
  const missing = current && !groups.some((group) => group.options.some((option) => option.value === current.value))
  const hint = failed ? m.categoriesFailed() : undefined
  return (
    <FieldShell id={id} label={m.labelCategory()} required error={error} hint={hint}>
      <div className="input-wrap">
        <select
          id={id}
          name={field.name}
          className="select"
          value={field.state.value ?? ''}
          required
          disabled={loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-busy={loading || undefined}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        >
          <option value="" disabled>
            {loading ? m.loading() : m.selectCategory()}
          </option>
          {missing && <option value={current.value}>{current.label}</option>}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {loading && (
          <span className="select-loading">
            <Spinner />
          </span>
        )}
      </div>
    </FieldShell>
  )
}
