import type { ReactNode } from 'react'
import { AlertIcon, RefreshIcon } from './icons'
import { Button } from './button'

export function EmptyState({ title, text, action, icon }: { title: string; text: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="state-card">
      {icon && <div className="state-icon">{icon}</div>}
      <h2 className="state-title">{title}</h2>
      <p className="muted">{text}</p>
      {action}
    </div>
  )
}

export function ErrorState({
  title = 'Something went wrong',
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
          <RefreshIcon size={18} /> Try again
        </Button>
      )}
    </div>
  )
}

export function Skeleton({ height = 16, width = '100%' }: { height?: number; width?: number | string }) {
  return <span className="skeleton" style={{ height, width }} aria-hidden="true" />
}
