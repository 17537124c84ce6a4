import { Link } from '@tanstack/react-router'
import { EmptyState, ErrorState } from '../../ui/states'
import '../../ui/styles/states.css'
import * as m from '../../paraglide/m/shell'

export function Forbidden({ error, onRetry, retrying }: { error?: string | null; onRetry?: () => void; retrying?: boolean }) {
  if (error) return <ErrorState title={m.permissionsFailed()} text={error} onRetry={onRetry} retrying={retrying} />
  return (
    <div className="status-page">
      <p className="status-code">403</p>
      <EmptyState
        level={1}
        title={m.noAccess()}
        text={m.noAccessText()}
        action={
          <Link className="btn btn-primary" to="/dashboard">
            {m.goToDashboard()}
          </Link>
        }
      />
    </div>
  )
}
