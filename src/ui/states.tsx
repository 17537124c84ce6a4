import type { ReactNode } from 'react'
import * as m from '../paraglide/m/kit'
import { AlertIcon, RefreshIcon } from './icons'
import { Button } from './button'
import './styles/states.css'

type EmptyStateProps = {
  title: string
  text: string
  action?: ReactNode
  icon?: ReactNode
  /** 1 when the state is the whole page (403, 404) and its title is the page's heading. */
  level?: 1 | 2
}

export function EmptyState({ title, text, action, icon, level = 2 }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="state-card">
      {icon && <div className="state-icon">{icon}</div>}
      <Heading className="state-title">{title}</Heading>
      <p className="muted">{text}</p>
      {action}
    </div>
  )
}

export function ErrorState({
  title = m.somethingWentWrong(),
  text,
  onRetry,
  retrying,
}: {
  title?: string
  text: string
  onRetry?: () => void
  retrying?: boolean
}) {
  return (
    <div className="state-card" role="alert">
      <div className="state-icon state-icon-danger">
        <AlertIcon size={28} />
      </div>
      <h2 className="state-title">{title}</h2>
      <p className="muted">{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          <RefreshIcon size={18} /> {m.tryAgain()}
        </Button>
      )}
    </div>
  )
}

export function Skeleton({ height = 16, width = '100%' }: { height?: number; width?: number | string }) {
  return <span className="skeleton" style={{ height, width }} aria-hidden="true" />
}
