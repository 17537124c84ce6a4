import { useOnline } from '../lib/connectivity'
import { notices } from '../lib/messages'
import './styles/list.css'

type StatusSwitchProps = { checked: boolean; onChange: (next: boolean) => void; label: string; pending?: boolean }

/** An on/off switch for status toggles; disabled offline with the reason as its tooltip. */
export function StatusSwitch({ checked, onChange, label, pending }: StatusSwitchProps) {
  const online = useOnline()
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={!online || pending}
      title={online ? label : notices.offlineReason}
      onClick={() => onChange(!checked)}
    >
      <span className="switch-thumb" aria-hidden="true" />
      <span className="switch-text">{checked ? 'Active' : 'Inactive'}</span>
    </button>
  )
}
