import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../db/client'
import type { Env } from '../../env'
import type { notifications } from './schema'
import { pushKeys, pushSubscriptions } from './schema'

// Web push (docs/areas/inbox.md#push): the worker (deliver.ts) encrypts a notification with web-push for each of the
// person's devices and posts it to the device's push service; a device the service says is gone (404, 410) loses its
// subscription.

type Keys = { publicKey: string; privateKey: string }
const kept = new WeakMap<Db, Promise<Keys>>()

/** The VAPID pair: the environment's, else the one kept in the database (made by the first process to ask). */
export function vapidKeys(db: Db, env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): Promise<Keys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return Promise.resolve({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY })
  let keys = kept.get(db)
  if (!keys) {
    keys = (async () => {
      const made = webpush.generateVAPIDKeys()
      await db.insert(pushKeys).values({ id: 'vapid', public_key: made.publicKey, private_key: made.privateKey }).onConflictDoNothing()
      const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, 'vapid'))
      if (!row) throw new Error('the VAPID keys were not kept')
      return { publicKey: row.public_key, privateKey: row.private_key }
    })()
    keys.catch(() => kept.delete(db))
    kept.set(db, keys)
  }
  return keys
}

/** What the service worker shows (sw/sw.ts): the title, the details, and the path a tap opens. */
type PushPayload = { id: string; title: string; body: string; link: string | null }

export type Post = (url: string, init: RequestInit) => Promise<Response>

/** Sends one notification to each of its person's devices; answers how many took it. */
export async function pushOne(db: Db, env: Env, row: typeof notifications.$inferSelect, post: Post): Promise<{ sent: number; gone: number }> {
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, row.user_id))
  const { publicKey, privateKey } = await vapidKeys(db, env)
  const payload = JSON.stringify({ id: row.id, title: row.title, body: row.body, link: row.link } satisfies PushPayload)
  let sent = 0
  let gone = 0
  const failures: string[] = []
  for (const device of devices) {
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: { subject: env.VAPID_SUBJECT, publicKey, privateKey },
      TTL: 24 * 60 * 60,
    })
    const response = await post(request.endpoint, { method: request.method, headers: request.headers, body: request.body ?? undefined }).catch(
      (error: unknown) => ({ status: 0, statusText: String(error) }) as Response,
    )
    if (response.status === 404 || response.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
      gone += 1
    } else if (response.status >= 200 && response.status < 300) sent += 1
    else failures.push(`${response.status}`)
  }
  // A push service that failed (not one that said the device is gone) is tried again by the queue.
  if (failures.length) throw new Error(`push: ${failures.length} device(s) failed (${failures.join(', ')})`)
  return { sent, gone }
}
