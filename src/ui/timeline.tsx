import type { ReactNode } from 'react'
import { formatDateTime } from '../lib/dates'
import type { Tone } from './status-badge'
import './styles/detail.css'

export type TimelineEntry = { id: string; title: ReactNode; at: string; body?: string; tone?: Tone }

/** Every event of a record, oldest first: what happened, who did it, when, and any text that came with it. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="timeline-item" data-tone={entry.tone}>
          <div className="timeline-head">
            <span>{entry.title}</span>
            <time className="timeline-time" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </div>
          {entry.body && <p className="timeline-body">{entry.body}</p>}
        </li>
      ))}
    </ol>
  )
}
