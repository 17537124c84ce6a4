import { sql } from 'drizzle-orm'
import { complaintPriorities, priorityNames } from '../../../src/contract/complaints/list'
import { complaints } from './schema'
import type { CountProvider, SeriesProvider } from '../../kit/tiles'
import { dailyCounts } from '../../kit/tiles'
import { tileOpen, tileOpened, tileResolved } from '../../../src/paraglide/m/complaints'

/** Complaints still being worked (open or in progress), one tile per priority, most urgent first. */
export const complaintCounts: CountProvider[] = [...complaintPriorities].reverse().map((priority) => ({
  key: `open_complaints_${priority}`,
  label: () => tileOpen({ priority: priorityNames[priority].toLowerCase() }),
  path: '/complaints',
  count: (orgId) =>
    sql<number>`(select count(*)::int from ${complaints} where ${complaints.org_id} = ${orgId} and ${complaints.status} in ('open', 'in_progress') and ${complaints.priority} = ${priority})`,
}))

/** Complaints opened and resolved per day (a reopened ticket counts again when it is resolved again). */
export const complaintSeries: SeriesProvider[] = [
  {
    key: 'complaints_opened',
    label: tileOpened,
    path: '/complaints',
    points: (orgId, days) => dailyCounts({ table: complaints, orgId: complaints.org_id, createdAt: complaints.created_at }, orgId, days),
  },
  {
    key: 'complaints_resolved',
    label: tileResolved,
    path: '/complaints',
    points: (orgId, days) => dailyCounts({ table: complaints, orgId: complaints.org_id, createdAt: complaints.resolved_at }, orgId, days),
  },
]
