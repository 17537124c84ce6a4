import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { feedLabels, feedTypeLabels, type Feed } from '../../contract/feeds'
import { formatDate } from '../../lib/dates'
import type { Column } from '../../ui/list/data-table'
import { NameCell } from '../../ui/list/name-cell'
import * as m from '../../paraglide/m/feeds'

const feedHeaders = textsOf(feedLabels)

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text)

export const feedColumns: Column<Feed>[] = [
  {
    key: 'title',
    header: feedHeaders.title,
    sortKey: 'title',
    primary: true,
    render: (row) => (
      <NameCell url={row.media_url} name={row.title} detail={excerpt(row.body)}>
        <Link to="/feeds/update/$id" params={{ id: row.id }} className="name-link tap-target">
          {row.title}
        </Link>
      </NameCell>
    ),
  },
  { key: 'type', header: feedHeaders.type, sortKey: 'type', card: 'meta', render: (row) => feedTypeLabels[row.type] },
  {
    key: 'publish_at',
    header: feedHeaders.publish_at,
    sortKey: 'publish_at',
    card: 'detail',
    render: (row) => (Date.parse(row.publish_at) > Date.now() ? m.scheduled({ date: formatDate(row.publish_at) }) : formatDate(row.publish_at)),
  },
]
