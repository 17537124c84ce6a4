import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatCount } from '../../lib/format'
import { unreadQueryOptions } from '../../lib/inbox-count'
import { NavIcon } from '../../ui/nav-icons'
import * as m from '../../paraglide/m/shell'

/** The top bar's bell (docs/areas/inbox.md): the person's unread notifications, live over the event stream; opens /inbox. */
export function Bell() {
  const unread = useQuery(unreadQueryOptions()).data ?? 0
  const label = unread > 0 ? m.bellUnread({ count: formatCount(unread) }) : m.bellLabel()
  return (
    <Link to="/inbox" className="icon-btn bell" aria-label={label} title={label} data-testid="bell">
      <NavIcon name="bell" />
      {unread > 0 && (
        <span className="bell-badge" aria-hidden="true">
          {unread > 99 ? '99+' : formatCount(unread)}
        </span>
      )}
    </Link>
  )
}
