import * as v from 'valibot'
import { notificationKinds, type NotificationKind } from '.'
import * as m from '../../paraglide/m/inbox'

/**
 * A person's notification preferences (docs/areas/inbox.md#preferences): per kind, whether it also goes by push and by
 * email at once (the inbox always has it); whether a daily digest of the unread ones is emailed; and quiet hours in the
 * person's time zone, during which pushes and emails wait until they end (the inbox row is written at once).
 */

export type Channels = { push: boolean; email: boolean }

/** What nobody chose yet: push for what needs the person, not for "export finished"; no email at once. */
const defaultChannels: Record<NotificationKind, Channels> = {
  assigned: { push: true, email: false },
  mentioned: { push: true, email: false },
  reply: { push: true, email: false },
  job_done: { push: false, email: false },
  job_failed: { push: true, email: false },
  member_joined: { push: false, email: false },
  webhook_failing: { push: true, email: false },
  /** Once per crossing of the reorder level and only to those who manage stock: something to reorder before it runs out. */
  stock_low: { push: true, email: false },
}

export const defaultTimeZone = 'Asia/Kolkata'

const invalidQuiet = () => m.quietHoursInvalid()
const clock = v.pipe(v.string(invalidQuiet), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, invalidQuiet))
const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
const timeZone = v.pipe(
  v.string(() => m.timeZoneInvalid()),
  v.maxLength(64, () => m.timeZoneInvalid()),
  v.check(knownZone, () => m.timeZoneInvalid()),
)
const channels = v.object({ push: v.boolean(() => m.settingsInvalid()), email: v.boolean(() => m.settingsInvalid()) })

export const notificationSettingsSchema = v.pipe(
  v.object({
    channels: v.object(Object.fromEntries(notificationKinds.map((kind) => [kind, channels])) as Record<NotificationKind, typeof channels>, () =>
      m.settingsInvalid(),
    ),
    digest: v.boolean(() => m.settingsInvalid()),
    /** Both set (quiet hours on) or both null; start after end spans midnight (22:00 to 07:00). */
    quiet_start: v.nullable(clock),
    quiet_end: v.nullable(clock),
    time_zone: timeZone,
  }),
  v.check(
    (input) => (input.quiet_start === null) === (input.quiet_end === null) && (input.quiet_start === null || input.quiet_start !== input.quiet_end),
    invalidQuiet,
  ),
)
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>

export const notificationSettingsResponse = v.object({ status: v.boolean(), message: v.string(), data: notificationSettingsSchema })

export const notificationSettingsPath = '/api/notifications/settings'

export const defaultSettings = (): NotificationSettings => ({
  channels: structuredClone(defaultChannels),
  digest: false,
  quiet_start: null,
  quiet_end: null,
  time_zone: defaultTimeZone,
})

/** A clock time's minutes since midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The wall clock in `zone` at `now`: its date (YYYY-MM-DD) and minutes since midnight. */
export function wallClock(now: Date, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/**
 * When the quiet hours around `now` end, or null when `now` is not in them. Counted in whole minutes of the person's
 * wall clock, so a change of offset inside the quiet hours moves the end by at most that change.
 */
export function quietUntil(settings: Pick<NotificationSettings, 'quiet_start' | 'quiet_end' | 'time_zone'>, now: Date): Date | null {
  if (!settings.quiet_start || !settings.quiet_end) return null
  const start = minutesOf(settings.quiet_start)
  const end = minutesOf(settings.quiet_end)
  const { minutes } = wallClock(now, settings.time_zone)
  const quiet = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end
  if (!quiet) return null
  const left = (end - minutes + 24 * 60) % (24 * 60)
  const until = new Date(now.getTime() + left * 60_000)
  until.setUTCSeconds(0, 0)
  return until
}
