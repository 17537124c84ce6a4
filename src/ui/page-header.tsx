import { useEffect, useRef, type ReactNode } from 'react'
import './styles/content.css'

/** The first page of a visit keeps focus at its start (the skip link first); later ones take it on their heading. */
let navigated = false

export function PageHeader({ title, description, actions, meta }: { title: string; description?: string; actions?: ReactNode; meta?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // A navigation removes the link that had focus, which drops it to the page: the new page's name takes it instead, so
  // keyboard and screen-reader users start on the screen they opened (issue 18, "Also").
  useEffect(() => {
    if (navigated && (!document.activeElement || document.activeElement === document.body)) heading.current?.focus({ preventScroll: true })
    navigated = true
  }, [])
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {description && <p className="muted">{description}</p>}
        {meta}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  )
}
