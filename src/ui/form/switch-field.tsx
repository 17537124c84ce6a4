import { describedBy, FieldShell } from './field-shell'
import { useFieldContext } from './form-context'
import '../styles/list.css'
import * as m from '../../paraglide/m/form'

type SwitchFieldProps = {
  label: string
  hint?: string
  /** What the switch says in each position. */
  on?: string
  off?: string
}

/** The one on/off control of every form (a promo code's Active, a product's status), drawn like the lists' switches. */
export function SwitchField({ label, hint, on = m.active(), off = m.inactive() }: SwitchFieldProps) {
  const field = useFieldContext<boolean>()
  const id = `field-${field.form.formId}-${field.name}`
  const checked = field.state.value
  return (
    <FieldShell id={id} label={label} hint={hint}>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch switch-field"
        aria-checked={checked}
        // The name says both what it is and its state, so it contains the text it shows.
        aria-label={m.switchState({ label, state: checked ? on : off })}
        aria-describedby={describedBy(id, undefined, hint)}
        onClick={() => field.handleChange(!checked)}
        onBlur={field.handleBlur}
      >
        <span className="switch-thumb" aria-hidden="true" />
        <span className="switch-text">{checked ? on : off}</span>
      </button>
    </FieldShell>
  )
}
