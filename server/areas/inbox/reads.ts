import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Notification, NotificationListParams } from '../../../src/contract/inbox'
import { users } from '../../auth/schema'
import type { Db } from '../../db/client'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { notifications } from './schema'

const actorName = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${notifications.actor_id})`
const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  actor_name: actorName,
  read_at: notifications.read_at,
  created_at: notifications.created_at,
}
const selectNotifications = (db: Db) => db.select(columns).from(notifications)
type Row = Awaited<ReturnType<ReturnType<typeof selectNotifications>['execute']>>[number]

const toNotification = ({ read_at, ...row }: Row): Notification => ({
  ...row,
  kind: row.kind as Notification['kind'],
  read: read_at !== null,
  created_at: iso(row.created_at),
})

/** A person's list: the params carry whose it is (the route sets it from the session, never the query). */
type InboxParams = NotificationListParams & { user: string }

/** Unread first, newest first within each (a row comparison: the flag, then the time). */
const inboxOrder = sql`(${notifications.read_at} is null, ${notifications.created_at})`

const reads = resourceReads({
  table: notifications,
  select: selectNotifications,
  toItem: toNotification,
  order: { by: { inbox: inboxOrder, created_at: notifications.created_at, kind: notifications.kind }, default: '-inbox', tiesFollowOrder: true },
  search: [notifications.title, notifications.body],
  filters: (params: InboxParams) => [
    eq(notifications.user_id, params.user),
    params.kind ? eq(notifications.kind, params.kind) : undefined,
    params.state === 'unread' ? isNull(notifications.read_at) : params.state === 'read' ? isNotNull(notifications.read_at) : undefined,
  ],
})

export const listNotifications = (db: Db, orgId: string, userId: string, params: NotificationListParams, signal?: AbortSignal) =>
  reads.list(db, orgId, { ...params, user: userId }, signal)

const mine = (orgId: string, userId: string) => and(eq(notifications.org_id, orgId), eq(notifications.user_id, userId))

export async function unreadCount(db: Db, orgId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(orgId, userId), isNull(notifications.read_at)))
  return Number(row?.value ?? 0)
}

/** Marks one of the person's notifications read; false when it is not theirs (or not at all). */
export async function markRead(db: Db, orgId: string, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(mine(orgId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id })
  return rows.length > 0
}

/** Marks every unread notification of the person read; answers how many. */
export async function markAllRead(db: Db, orgId: string, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(mine(orgId, userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id })
  return rows.length
}
