import { Link } from '@tanstack/react-router'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/states'
import '../../ui/styles/states.css'
import * as m from '../../paraglide/m/shell'

/** An address that matches nothing (the root route's not-found page); loaded when needed, not with every first page. */
export function NotFound() {
  return (
    // Outside the shell: the page's own main landmark.
    <main id="main" className="status-page status-page-full">
      <p className="status-code">404</p>
      <EmptyState
        level={1}
        title={m.pageMissing()}
        text={m.pageMissingText()}
        action={
          <Button variant="primary" onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}>
            {m.goBack()}
          </Button>
        }
      />
      <Link to="/" className="btn btn-ghost">
        {m.openBackOffice()}
      </Link>
    </main>
  )
}
