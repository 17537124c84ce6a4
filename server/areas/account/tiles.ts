import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { sessions, users } from '../../auth/schema'
import { countOf, dailyCounts } from '../../kit/tiles'
import type { CountProvider, Dated, SeriesProvider } from '../../kit/tiles'
import { seriesSignIns, tileActiveSignIns, tileTeamMembers } from '../../../src/paraglide/m/account'

export const accountCounts: CountProvider[] = [
  // No link: /accounts shows the signed-in person's own account, not the team.
  {
    key: 'team_members',
    // Labels are read per request, in its language.
    label: tileTeamMembers,
    path: null,
    count: (orgId) => countOf(users, eq(users.orgId, orgId)),
  },
  {
    key: 'active_sessions',
    label: tileActiveSignIns,
    path: null,
    count: (orgId) =>
      countOf(
        sessions,
        and(eq(sessions.orgId, orgId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, sql`now() - interval '30 days'`)),
      ),
  },
]

const sessionDates: Dated = { table: sessions, orgId: sessions.orgId, createdAt: sessions.createdAt }

export const accountSeries: SeriesProvider[] = [
  {
    key: 'sign_ins',
    label: seriesSignIns,
    path: null,
    points: (orgId, days) => dailyCounts(sessionDates, orgId, days),
  },
]
