import type { ReactNode } from 'react'
import './styles/content.css'

export function PageHeader({ title, description, actions, meta }: { title: string; description?: string; actions?: ReactNode; meta?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1>{title}</h1>
        {description && <p className="muted">{description}</p>}
        {meta}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  )
}
