import { apiKeyStateLabels, type ApiKey, type ApiKeyState } from '../../contract/api-keys'
import * as m from '../../paraglide/m/api-keys'
import { formatDateTime } from '../../lib/dates'
import { formatAge } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge, type Tone } from '../../ui/status-badge'
import '../../ui/list/cells.css'

const tones: Record<ApiKeyState, Tone> = { active: 'success', revoked: 'neutral', expired: 'warning' }

export const apiKeysColumns: Column<ApiKey>[] = [
  { key: 'name', header: m.labelName, sortKey: 'name', primary: true, render: (row) => row.name },
  {
    key: 'state',
    header: m.labelState,
    card: 'meta',
    render: (row) => <StatusBadge label={apiKeyStateLabels[row.state]} tone={tones[row.state]} />,
  },
  { key: 'role', header: m.labelRole, card: 'meta', render: (row) => row.role_name },
  { key: 'hint', header: m.labelHint, card: 'detail', render: (row) => <code>{`${row.hint}…`}</code> },
  { key: 'created_at', header: m.labelCreated, sortKey: 'created_at', card: 'detail', render: (row) => formatAge(row.created_at) },
  {
    key: 'expires_at',
    header: m.labelExpires,
    sortKey: 'expires_at',
    card: 'detail',
    render: (row) => (row.expires_at ? formatDateTime(row.expires_at) : m.noExpiry()),
  },
  {
    key: 'last_used_at',
    header: m.labelLastUsed,
    sortKey: 'last_used_at',
    card: 'detail',
    render: (row) => (row.last_used_at ? `${formatAge(row.last_used_at)}${row.last_used_ip ? ` · ${row.last_used_ip}` : ''}` : m.never()),
  },
]
