import type { ReactNode } from 'react'
import { lazily } from '../lib/lazily'
import type { Tone } from './status-badge'
import './styles/detail.css'

export type TimelineEntry = { id: string; title: ReactNode; at: string; body?: string; tone?: Tone }

const when = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }))

/** Every event of a record, oldest first: what happened, who did it, when, and any text that came with it. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="timeline-item" data-tone={entry.tone}>
          <div className="timeline-head">
            <span>{entry.title}</span>
            <time className="timeline-time" dateTime={entry.at}>
              {when().format(new Date(entry.at))}
            </time>
          </div>
          {entry.body && <p className="timeline-body">{entry.body}</p>}
        </li>
      ))}
    </ol>
  )
}
