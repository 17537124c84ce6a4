import { Link } from '@tanstack/react-router'
import { EmptyState, ErrorState } from '../../ui/states'
import '../../ui/styles/states.css'

export function Forbidden({ error, onRetry, retrying }: { error?: string | null; onRetry?: () => void; retrying?: boolean }) {
  if (error) return <ErrorState title="We could not load your permissions" text={error} onRetry={onRetry} retrying={retrying} />
  return (
    <div className="status-page">
      <p className="status-code">403</p>
      <EmptyState
        level={1}
        title="You do not have access to this page"
        text="Your role does not include this area. Ask your organisation's owner if you need it."
        action={
          <Link className="btn btn-primary" to="/dashboard">
            Go to dashboard
          </Link>
        }
      />
    </div>
  )
}
