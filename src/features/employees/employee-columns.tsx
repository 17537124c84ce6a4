import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { employeeLabels, type Employee } from '../../contract/employees'
import * as m from '../../paraglide/m/employees'
import type { Column } from '../../ui/list/data-table'
import { formatAge } from '../../lib/format'
import { cityName } from './format'
import '../../ui/list/cells.css'

const employeeHeaders = textsOf(employeeLabels)

export const employeeColumns: Column<Employee>[] = [
  {
    key: 'name',
    header: employeeHeaders.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="/employees/update/$id" params={{ id: row.operator_id }} className="code-link tap-target">
        {row.name}
      </Link>
    ),
  },
  {
    key: 'phone',
    header: employeeHeaders.phone,
    card: 'meta',
    render: (row) => row.phone,
  },
  {
    key: 'email',
    header: employeeHeaders.email,
    card: 'detail',
    render: (row) => row.email,
  },
  {
    key: 'city',
    header: employeeHeaders.city,
    sortKey: 'city',
    card: 'meta',
    render: (row) => cityName(row.city),
  },
  {
    key: 'regions',
    header: employeeHeaders.region_ids,
    card: 'detail',
    render: (row) => row.region_names.join(', '),
  },
  {
    key: 'active',
    header: employeeHeaders.is_active,
    card: 'detail',
    render: (row) => (row.is_active ? m.active() : m.inactive()),
  },
  {
    key: 'last_seen',
    header: employeeHeaders.last_seen_at,
    sortKey: 'last_seen_at',
    card: 'detail',
    render: (row) => (row.last_seen_at ? formatAge(row.last_seen_at) : m.never()),
  },
]
