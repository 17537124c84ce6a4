import type { ReactNode } from 'react'
import * as m from '../paraglide/m/kit'
import './styles/detail.css'

/**
 * A record's page below its header: the main column (what happened) beside an aside (who and what it concerns); stacked
 * on phones. The aside is named, so it is not a second unnamed side panel beside the menu's (axe landmark-unique).
 */
export function DetailLayout({ main, aside, asideLabel = m.detailAside() }: { main: ReactNode; aside: ReactNode; asideLabel?: string }) {
  return (
    <div className="detail-layout">
      <div className="detail-main">{main}</div>
      <aside className="detail-aside" aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  )
}

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** Label and value pairs; a null value is left out. */
export function DetailFacts({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="detail-facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
