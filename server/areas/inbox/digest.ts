import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { wallClock } from '../../../src/contract/inbox/notification-settings'
import type { CodeTransport } from '../../auth/code-transport'
import { users } from '../../auth/schema'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { Jobs } from '../../platform/jobs'
import { appBase } from './deliver'
import { notifications, notificationSettings } from './schema'

// The daily digest (docs/areas/inbox.md#email): an hourly scheduled job emails each person who chose it, once a day
// from 08:00 on their own clock, the unread notifications of the last 24 hours, in their language (the rows already
// are). The day is claimed before sending (digest_on), so two processes or a retry send it once.

const digestQueue = 'inbox-digest'
const digestCron = '5 * * * *'
/** The hour of the person's day from which the digest goes. */
const digestHour = 8
const most = 50
const day = 24 * 60 * 60 * 1000

/** Sends the digests due at `now`; answers how many went. */
export async function sendDigests(db: Db, env: Pick<Env, 'APP_URL' | 'PORT'>, transport: CodeTransport, now = new Date()): Promise<number> {
  const chosen = await db
    .select({ id: users.id, email: users.email, language: users.language, zone: notificationSettings.time_zone, last: notificationSettings.digest_on })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.user_id))
    .where(and(eq(notificationSettings.digest, true), eq(users.status, 'active')))
  const base = appBase(env)
  let sent = 0
  for (const person of chosen) {
    const { date, minutes } = wallClock(now, person.zone)
    if (minutes < digestHour * 60 || person.last === date) continue
    const claimed = await db
      .update(notificationSettings)
      .set({ digest_on: date })
      .where(and(eq(notificationSettings.user_id, person.id), sql`${notificationSettings.digest_on} is distinct from ${date}`))
      .returning({ id: notificationSettings.user_id })
    if (claimed.length === 0) continue
    const unread = await db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.user_id, person.id), isNull(notifications.read_at), gt(notifications.created_at, new Date(now.getTime() - day))))
      .orderBy(desc(notifications.created_at))
      .limit(most)
    if (unread.length === 0) continue
    await transport.send({
      channel: 'email',
      to: person.email,
      email: person.email,
      purpose: 'digest',
      language: person.language,
      items: unread.map((item) => ({ ...item, link: item.link ? `${base}${item.link}` : null })),
      inbox: `${base}/inbox`,
    })
    sent += 1
  }
  return sent
}

export async function startDigests(db: Db, jobs: Jobs, env: Env, transport: CodeTransport): Promise<void> {
  await jobs.define(digestQueue, { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 })
  await jobs.work(digestQueue, async () => ({ sent: await sendDigests(db, env, transport) }))
  await jobs.schedule(digestQueue, digestCron)
}
