import { notificationKindLabels, type Notification } from '../../contract/inbox'
import * as m from '../../paraglide/m/inbox'
import { formatAge } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge } from '../../ui/status-badge'
import '../../ui/list/cells.css'

export const inboxColumns: Column<Notification>[] = [
  {
    key: 'title',
    header: m.labelTitle,
    primary: true,
    render: (row) => (row.read ? row.title : <strong>{row.title}</strong>),
  },
  {
    key: 'state',
    header: m.labelState,
    card: 'meta',
    render: (row) => (row.read ? <StatusBadge label={m.stateRead()} /> : <StatusBadge label={m.stateUnread()} tone="info" />),
  },
  { key: 'kind', header: m.labelKind, sortKey: 'kind', card: 'meta', render: (row) => notificationKindLabels[row.kind] },
  { key: 'body', header: m.labelBody, card: 'detail', render: (row) => row.body },
  { key: 'actor', header: m.labelFrom, card: 'detail', render: (row) => row.actor_name ?? '' },
  { key: 'created_at', header: m.labelAt, sortKey: 'created_at', card: 'detail', render: (row) => formatAge(row.created_at) },
]
