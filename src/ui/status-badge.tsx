import './styles/list.css'
import './styles/detail.css'

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/** A record's state as a coloured word: the tone says how it reads (done, waiting, urgent), the label what it is. */
export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: Tone }) {
  return (
    <span className="badge" data-tone={tone === 'neutral' ? undefined : tone}>
      {label}
    </span>
  )
}
