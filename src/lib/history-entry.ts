import { businessZone } from '../contract/business-time'
import { historyActionLabels, type HistoryChange, type HistoryEntry } from '../contract/history'
import { formatCount } from './format'
import { lazily } from './lazily'
import { formatPaise } from './money'

/** How a history entry reads (docs/history.md#on-screen): "Priya (catalogue) changed Price from ₹1,299 to ₹1,199 · 2 hr ago". */

type Value = HistoryChange['before']

const dateTime = lazily(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: businessZone }),
)
// A calendar day is the same day everywhere: read and shown at UTC so no zone moves it.
const day = lazily(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }))
const relative = lazily(() => new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'short' }))
// en-IN's short months and years ("last mo", "2 yr ago") read as typos; those units are spelled out.
const relativeLong = lazily(() => new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'long' }))
const spelledOut = new Set<Intl.RelativeTimeFormatUnit>(['month', 'year'])
const format = (amount: number, unit: Intl.RelativeTimeFormatUnit) => (spelledOut.has(unit) ? relativeLong() : relative()).format(amount, unit)

const isoDay = /^\d{4}-\d{2}-\d{2}$/
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
/** Long text (a description, a note) is cut so the sentence stays one glance. */
const longest = 80

/** An instant in the business's zone: '24 Nov 2026, 10:30 am'. */
export const formatInstant = (iso: string): string => dateTime().format(new Date(iso))

/** One stored value as a person reads it: money (the `_paise` fields) in rupees, dates in India, flags as Yes/No, nothing as "none". */
export function formatHistoryValue(field: string, value: Value): string {
  if (value === null || value === '') return 'none'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') return field.endsWith('_paise') ? formatPaise(value) : formatCount(value)
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => formatHistoryValue(field, item)).join(', ')
  if (isoDay.test(value)) return day().format(new Date(`${value}T00:00:00Z`))
  if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return formatInstant(value)
  // A stored choice like `in_progress` reads as words; labels of one area's choices are not known here.
  const text = /^[a-z]+(?:_[a-z]+)+$/.test(value) ? value.replaceAll('_', ' ') : value
  return text.length > longest ? `${text.slice(0, longest - 1)}…` : text
}

/** A change or status change reads as its fields changed; any other action names the record it acted on. */
const isChange = (entry: HistoryEntry) => entry.action === 'updated' || entry.action === 'status'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A reference to another record (its brand, its regions) is stored as ids, which mean nothing to read. */
const isReference = (value: Value) =>
  (typeof value === 'string' && uuid.test(value)) || (Array.isArray(value) && value.length > 0 && value.every((item) => uuid.test(String(item))))
const isEmpty = (value: Value) => value === null || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * Each changed field: "Price from ₹1,299 to ₹1,199". What a create, an adjustment or a note set where nothing was
 * before names only its value ("Price ₹1,199"), leaving out what it left empty. A changed reference reads as its
 * label alone ("Brand"), and a reference a create set is left out.
 */
export const describeChanges = (entry: HistoryEntry): string[] =>
  entry.changes.flatMap((change) => {
    const reference = isReference(change.before) || isReference(change.after)
    const setOnly = entry.action === 'created' || (change.before === null && !isChange(entry))
    if (setOnly) return reference || isEmpty(change.after) ? [] : [`${change.label} ${formatHistoryValue(change.field, change.after)}`]
    if (reference) return [change.label]
    return [`${change.label} from ${formatHistoryValue(change.field, change.before)} to ${formatHistoryValue(change.field, change.after)}`]
  })

/** "Priya (catalogue)". */
export const actorOf = (entry: HistoryEntry): string => (entry.actor_role ? `${entry.actor_name} (${entry.actor_role})` : entry.actor_name)

/**
 * The entry without its time: who, what they did, and to what. A change or status change reads as its changes
 * ("changed Price from … to …"); any other action names the record ("created PROMO10"), its fields listed after a colon.
 */
export function entryText(entry: HistoryEntry): string {
  const changes = describeChanges(entry)
  if (isChange(entry) && changes.length > 0) return `${actorOf(entry)} changed ${joinAll(changes)}`
  const what = `${actorOf(entry)} ${historyActionLabels[entry.action]} ${entry.record_label}`.trimEnd()
  return changes.length > 0 ? `${what}: ${changes.join(', ')}` : what
}

/** "a, b and c". */
function joinAll(parts: readonly string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
]

/** "now", "5 min ago", "2 hr ago", "yesterday", "3 days ago", "last month" (Intl.RelativeTimeFormat). */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  if (Math.abs(seconds) < 60) return format(0, 'second')
  let amount = seconds
  for (const [unit, size] of units) {
    if (Math.abs(Math.round(amount)) < size) return format(Math.round(amount), unit)
    amount /= size
  }
  return format(amount, 'year')
}

/** The whole sentence: "Priya (catalogue) changed Price from ₹1,299 to ₹1,199 · 2 hr ago". */
export const entrySentence = (entry: HistoryEntry, now = Date.now()): string => `${entryText(entry)} · ${relativeTime(entry.at, now)}`
