import type { Member } from '../../contract/team'
import { memberStatusLabels } from '../../contract/team/list'
import { RoleName } from './role-options'
import * as m from '../../paraglide/m/team'
import type { Column } from '../../ui/list/data-table'
import { formatAge } from '../../lib/format'
import { StatusBadge } from '../../ui/status-badge'
import '../../ui/list/cells.css'

/** The Team list's columns; the name opens the member's drawer (`open`). */
export const teamColumns = (open: (member: Member) => void): Column<Member>[] => [
  {
    key: 'name',
    header: m.labelName,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <button type="button" className="name-link tap-target" onClick={() => open(row)}>
        {row.name}
      </button>
    ),
  },
  { key: 'email', header: m.labelEmail, sortKey: 'email', card: 'detail', render: (row) => row.email },
  { key: 'phone', header: m.labelPhone, card: 'meta', render: (row) => row.phone },
  { key: 'role', header: m.labelRole, sortKey: 'role', card: 'meta', render: (row) => <RoleName role={row.role} /> },
  {
    key: 'status',
    header: m.labelStatus,
    sortKey: 'status',
    card: 'meta',
    render: (row) => <StatusBadge label={memberStatusLabels[row.status]} tone={row.status === 'active' ? 'success' : 'neutral'} />,
  },
  {
    key: 'last_sign_in',
    header: m.labelLastSignIn,
    sortKey: 'last_sign_in_at',
    card: 'detail',
    render: (row) => (row.last_sign_in_at ? formatAge(row.last_sign_in_at) : m.never()),
  },
  { key: 'devices', header: m.labelDevices, card: 'detail', render: (row) => String(row.device_count) },
]
