import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { NotificationKind } from '../../../src/contract/inbox'
import type { Locale } from '../../../src/contract/i18n/locale'
import { users } from '../../auth/schema'
import type { Db, Tx } from '../../db/client'
import { eventsChannel, type NotificationNotice } from '../../kit/events'
import { inLocale } from '../../kit/locale'
import { notifications } from './schema'

/** What one change tells the people it concerns. */
type Notice = {
  kind: NotificationKind
  /** The people concerned: those of another organisation, deactivated members and the person who made the change are left out. */
  to: readonly (string | null | undefined)[]
  actorId?: string | null
  record?: { type: string; id: string }
  /** The app path that opens the record. */
  link?: string | null
  /** The title and details, read once per language of the people it goes to. */
  text: () => { title: string; body?: string }
}

/**
 * Writes the notice's notifications in `tx` (the change's own transaction, or the job's write), one per person concerned,
 * each in that person's language, and tells their open streams on commit (pg_notify is delivered on commit only).
 * Answers the ids of the people notified.
 */
export async function notify(tx: Tx | Db, orgId: string, notice: Notice): Promise<string[]> {
  const wanted = [...new Set(notice.to.filter((id): id is string => typeof id === 'string'))]
  if (wanted.length === 0) return []
  const people = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.orgId, orgId), eq(users.status, 'active'), notice.actorId ? ne(users.id, notice.actorId) : undefined))
  if (people.length === 0) return []
  const texts = new Map<Locale, { title: string; body?: string }>()
  for (const { language } of people) if (!texts.has(language)) texts.set(language, await inLocale(language, async () => notice.text()))
  const written = await tx
    .insert(notifications)
    .values(
      people.map(({ id, language }) => {
        const { title, body = '' } = texts.get(language)!
        return {
          org_id: orgId,
          user_id: id,
          kind: notice.kind,
          title,
          body,
          record_type: notice.record?.type ?? null,
          record_id: notice.record?.id ?? null,
          link: notice.link ?? null,
          actor_id: notice.actorId ?? null,
        }
      }),
    )
    .returning({ id: notifications.id, user: notifications.user_id })
  const payloads = sql.join(
    written.map(({ id, user }) => sql`(${JSON.stringify({ org: orgId, notify: user, id } satisfies NotificationNotice)})`),
    sql`, `,
  )
  await tx.execute(sql`select pg_notify(${eventsChannel}, payload) from (values ${payloads}) as notices(payload)`)
  return people.map(({ id }) => id)
}
