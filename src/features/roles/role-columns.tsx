import { Link } from '@tanstack/react-router'
import type { RoleRecord } from '../../contract/roles'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/column'
import '../../ui/list/cells.css'
import * as m from '../../paraglide/m/roles'

export const roleColumns: Column<RoleRecord>[] = [
  {
    key: 'name',
    header: m.columnName,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="/roles/$id" params={{ id: row.id }} className="name-link tap-target">
        {row.name}
      </Link>
    ),
  },
  { key: 'kind', header: m.columnKind, card: 'meta', render: (row) => (row.builtin ? m.kindDefault() : m.kindCustom()) },
  { key: 'members', header: m.columnMembers, sortKey: 'members', align: 'end', render: (row) => formatCount(row.members) },
  { key: 'screens', header: m.columnScreens, align: 'end', render: (row) => m.screensCount({ count: formatCount(Object.keys(row.grants).length) }) },
]
