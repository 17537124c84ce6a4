import { businessZone } from '../contract/business-time'
import type { HistoryAction, HistoryChange, HistoryEntry } from '../contract/history'
import { inLocale } from '../contract/i18n/formats'
import * as m from '../paraglide/m/form'
import { formatCount } from './format'
import { formatPaise } from './money'

/** How a history entry reads (docs/history.md#on-screen): "Priya (catalogue) changed Price from ₹1,299 to ₹1,199 · 2 hr ago". */

type Value = HistoryChange['before']

const dateTime = inLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: businessZone }),
)
// A calendar day is the same day everywhere: read and shown at UTC so no zone moves it.
const day = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }))
// en-IN's short months and years ("last mo", "2 yr ago") read as typos, and so do hi-IN's short units ("2 घं॰ पहले"):
// those are spelled out.
const relative = inLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: tag === 'en-IN' ? 'short' : 'long' }))
const relativeLong = inLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'long' }))
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
  if (value === null || value === '') return m.historyNone()
  if (typeof value === 'boolean') return value ? m.yes() : m.no()
  if (typeof value === 'number') return field.endsWith('_paise') ? formatPaise(value) : formatCount(value)
  if (Array.isArray(value)) return value.length === 0 ? m.historyNone() : value.map((item) => formatHistoryValue(field, item)).join(', ')
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
    if (setOnly) return reference || isEmpty(change.after) ? [] : [m.historySet({ label: change.label, value: formatHistoryValue(change.field, change.after) })]
    if (reference) return [change.label]
    return [
      m.historyChange({ label: change.label, before: formatHistoryValue(change.field, change.before), after: formatHistoryValue(change.field, change.after) }),
    ]
  })

/** "Priya (catalogue)". */
export const actorOf = (entry: HistoryEntry): string =>
  entry.actor_role ? m.historyActor({ name: entry.actor_name, role: entry.actor_role }) : entry.actor_name

type Inputs = { actor: string; record: string }
/** Each action's sentence, with its own word order: "Priya created PROMO10", "प्रिया ने PROMO10 बनाया". */
const actionSentences: Record<HistoryAction, (inputs: Inputs) => string> = {
  created: m.historyCreated,
  updated: m.historyUpdated,
  status: m.historyStatus,
  cancelled: m.historyCancelled,
  adjusted: m.historyAdjusted,
  noted: m.historyNoted,
  assigned: m.historyAssigned,
  imported: m.historyImported,
  bulk: m.historyBulk,
  invited: m.historyInvited,
  signed_in: m.historySignedIn,
  sign_in_failed: m.historySignInFailed,
  signed_out: m.historySignedOut,
}

/**
 * The entry without its time: who, what they did, and to what. A change or status change reads as its changes
 * ("changed Price from … to …"); any other action names the record ("created PROMO10"), its fields listed after a colon.
 */
export function entryText(entry: HistoryEntry): string {
  const changes = describeChanges(entry)
  if (isChange(entry) && changes.length > 0) return m.historyChanged({ actor: actorOf(entry), changes: joinAll(changes) })
  // A record without a label leaves its place empty: the space it leaves goes with it.
  const what = actionSentences[entry.action]({ actor: actorOf(entry), record: entry.record_label })
    .replace(/\s{2,}/g, ' ')
    .trim()
  return changes.length > 0 ? m.historyWithChanges({ what, changes: changes.join(', ') }) : what
}

/** "a, b and c" ("a, b और c"). */
function joinAll(parts: readonly string[]): string {
  return parts.length < 2 ? parts.join('') : m.historyAnd({ rest: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' })
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
export const entrySentence = (entry: HistoryEntry, now = Date.now()): string => m.historySentence({ text: entryText(entry), when: relativeTime(entry.at, now) })
