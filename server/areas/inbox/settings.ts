import { eq } from 'drizzle-orm'
import type { NotificationKind } from '../../../src/contract/inbox'
import { defaultSettings, type Channels, type NotificationSettings } from '../../../src/contract/inbox/notification-settings'
import type { Db } from '../../db/client'
import { notificationSettings } from './schema'

/** A person's preferences: the row's, the defaults for whatever the person did not set (docs/areas/inbox.md#preferences). */
export async function settingsOf(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId))
  const settings = defaultSettings()
  if (!row) return settings
  for (const [kind, chosen] of Object.entries(row.channels) as [NotificationKind, Channels][]) if (kind in settings.channels) settings.channels[kind] = chosen
  return { ...settings, digest: row.digest, quiet_start: row.quiet_start, quiet_end: row.quiet_end, time_zone: row.time_zone }
}

export async function saveSettings(db: Db, orgId: string, userId: string, settings: NotificationSettings): Promise<void> {
  const values = {
    channels: settings.channels,
    digest: settings.digest,
    quiet_start: settings.quiet_start,
    quiet_end: settings.quiet_end,
    time_zone: settings.time_zone,
    updated_at: new Date(),
  }
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, org_id: orgId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.user_id, set: values })
}
