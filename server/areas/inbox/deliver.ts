import { eq } from 'drizzle-orm'
import type { NotificationKind } from '../../../src/contract/inbox'
import { quietUntil } from '../../../src/contract/inbox/notification-settings'
import type { CodeTransport } from '../../auth/code-transport'
import { users } from '../../auth/schema'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import { eventHub } from '../../kit/events'
import type { Jobs } from '../../platform/jobs'
import { pushOne, type Post } from './push'
import { notifications } from './schema'
import { settingsOf } from './settings'

// A committed notification beyond the inbox (docs/areas/inbox.md#preferences): each API process's events listener hears
// it and queues one push job and one email job, keyed by the notification, so several processes queue each once. The
// worker reads the person's preferences: a channel the person did not choose for that kind sends nothing; in quiet
// hours the job queues itself again to start when they end ('held'), and that one sends whatever the hour.

const pushQueue = 'push'
const emailQueue = 'notice-email'
type Job = { id: string; held?: boolean }
type Channel = 'push' | 'email'

export type NoticeJobsOptions = {
  post?: Post
  /** Where emailed notices go (the messages platform's queue); no email at once without it. */
  transport?: CodeTransport
  now?: () => Date
}

/** The app's address for links in emails: APP_URL, else this server's own. */
export const appBase = (env: Pick<Env, 'APP_URL' | 'PORT'>) => env.APP_URL ?? `http://localhost:${env.PORT}`

type Row = typeof notifications.$inferSelect
type Gated = { row: Row } | { skipped: string } | { heldUntil: string }

async function gate(db: Db, queue: Jobs, name: string, { id, held }: Job, channel: Channel, now: Date): Promise<Gated> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id))
  if (!row) return { skipped: 'gone' }
  const settings = await settingsOf(db, row.user_id)
  if (!settings.channels[row.kind as NotificationKind]?.[channel]) return { skipped: 'not chosen' }
  const until = held ? null : quietUntil(settings, now)
  if (until) {
    await queue.send(name, { id, held: true } satisfies Job, {
      key: `${id}:held`,
      startAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
    })
    return { heldUntil: until.toISOString() }
  }
  return { row }
}

async function emailOne(db: Db, env: Env, transport: CodeTransport, row: Row) {
  const [person] = await db.select({ email: users.email, language: users.language, status: users.status }).from(users).where(eq(users.id, row.user_id))
  if (!person || person.status !== 'active') return { skipped: 'not active' }
  const base = appBase(env)
  await transport.send({
    channel: 'email',
    to: person.email,
    email: person.email,
    purpose: 'notice',
    language: person.language,
    items: [{ title: row.title, body: row.body, link: row.link ? `${base}${row.link}` : null }],
    inbox: `${base}/inbox`,
  })
  return { emailed: true }
}

/** Works the push and email queues in this process and queues both for every committed notification (every API process does). */
export async function startNoticeJobs(
  db: Db,
  queue: Jobs,
  env: Env,
  { post = fetch as Post, transport, now = () => new Date() }: NoticeJobsOptions = {},
): Promise<void> {
  await queue.define(pushQueue, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 })
  await queue.work<Job>(
    pushQueue,
    async (job) => {
      const gated = await gate(db, queue, pushQueue, job, 'push', now())
      return 'row' in gated ? pushOne(db, env, gated.row, post) : gated
    },
    { concurrency: 2 },
  )
  if (transport) {
    await queue.define(emailQueue, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 })
    await queue.work<Job>(emailQueue, async (job) => {
      const gated = await gate(db, queue, emailQueue, job, 'email', now())
      return 'row' in gated ? emailOne(db, env, transport, gated.row) : gated
    })
  }
  await eventHub(db).watchNotifications((notice) => {
    for (const name of transport ? [pushQueue, emailQueue] : [pushQueue])
      void queue
        .send(name, { id: notice.id } satisfies Job, { key: notice.id })
        .catch((error: unknown) => console.error(`[${name}] not queued: ${String(error)}`))
  })
}
