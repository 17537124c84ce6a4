import * as m from '../paraglide/m/kit'
import { useId } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useOnline } from '../lib/connectivity'
import { useMayChange } from '../lib/permissions-store'
import { notices } from '../lib/messages'
import './styles/list.css'

type StatusSwitchProps = {
  checked: boolean
  onChange: (next: boolean) => void
  label: string
  pending?: boolean
  /** The state in words, on then off; 'Active' and 'Inactive' when absent. */
  states?: readonly [string, string]
}

/**
 * An on/off switch for status toggles; disabled offline, and on a screen the person's role only views, with the reason
 * as its tooltip. The switch is named by what it
 * does ("Deactivate KESAR10") and says its state with aria-checked; the state in words sits beside it as its label, so
 * a tap on the word flips it too, and no visible text inside the switch differs from its name (WCAG 2.5.3).
 */
export function StatusSwitch({ checked, onChange, label, pending, states = [m.active(), m.inactive()] }: StatusSwitchProps) {
  const online = useOnline()
  const changes = useMayChange(useLocation({ select: (location) => location.pathname }))
  const id = useId()
  return (
    <span className="status-switch" data-checked={checked}>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={pending || undefined}
        disabled={!online || !changes || pending}
        title={!online ? notices.offlineReason : changes ? label : notices.viewOnlyReason}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
      <label htmlFor={id} className="switch-text">
        {checked ? states[0] : states[1]}
      </label>
    </span>
  )
}
