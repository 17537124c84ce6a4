import { jobKindLabels, jobStateLabels, type Job, type JobState } from '../../contract/jobs'
import * as m from '../../paraglide/m/jobs'
import { formatAge, formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge, type Tone } from '../../ui/status-badge'
import '../../ui/list/cells.css'

const tones: Record<JobState, Tone> = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger', cancelled: 'warning' }

/**
 * What a job works on, as people read it: the list an export reads (its name in server/kit/list-answer.ts,
 * exportableList), or what an import adds (its importer's name in server/kit/import.ts, importMount).
 */
const subjects: Record<string, () => string> = {
  subscribers: m.subjectSubscribers,
  jobs: m.subjectJobs,
  employees: m.subjectEmployees,
  team: m.subjectTeam,
  bookings: m.subjectBookings,
  tours: m.subjectTours,
  'api-keys': m.subjectApiKeys,
  complaints: m.subjectComplaints,
  'stock-movements': m.subjectStockMovements,
  inventory: m.subjectInventory,
  inbox: m.subjectInbox,
  'wallet-transactions': m.subjectWalletTransactions,
  ledger: m.subjectLedger,
  'record-history': m.subjectRecordHistory,
  activity: m.subjectActivity,
  roles: m.subjectRoles,
  brands: m.subjectBrands,
  feeds: m.subjectFeeds,
  locations: m.subjectLocations,
  'product-templates': m.subjectProductTemplates,
  'product-variants': m.subjectProductVariants,
  'promo-codes': m.subjectPromoCodes,
  webhooks: m.subjectWebhooks,
  product_variants: m.subjectProductVariants,
  promo_codes: m.subjectPromoCodes,
  inventory_counts: m.subjectStockCounts,
  'webhook-attempts': m.subjectWebhookAttempts,
}
/** A message's subject is its purpose, and where it went (masked). */
const messages: Record<string, (to: { to: string }) => string> = { invite: m.messageInvite, login: m.messageLogin, reset: m.messageReset }
export const subjectOf = (job: Job) =>
  job.kind === 'message' ? (messages[job.subject]?.({ to: job.recipient ?? '' }) ?? job.subject) : (subjects[job.subject]?.() ?? job.subject)

function progress(job: Job): string {
  if (job.kind === 'message')
    return job.state === 'done' ? m.messageSent() : job.state === 'failed' || job.state === 'cancelled' ? m.messageNotSent() : m.messageWaiting()
  if (job.total === null || job.state === 'done') return m.progressDone({ done: formatCount(job.done) })
  return m.progressRows({ done: formatCount(job.done), total: formatCount(job.total) })
}

export const jobsColumns: Column<Job>[] = [
  {
    key: 'kind',
    header: m.labelKind,
    sortKey: 'kind',
    primary: true,
    render: (row) => `${jobKindLabels[row.kind]}: ${subjectOf(row)}`,
  },
  {
    key: 'state',
    header: m.labelState,
    sortKey: 'state',
    card: 'meta',
    render: (row) => <StatusBadge label={jobStateLabels[row.state]} tone={tones[row.state]} />,
  },
  {
    key: 'progress',
    header: m.labelProgress,
    card: 'meta',
    render: (row) => (
      <span className="job-progress">
        {progress(row)}
        {row.state === 'running' && row.total !== null && <progress max={row.total} value={row.done} aria-label={progress(row)} />}
      </span>
    ),
  },
  { key: 'started_by', header: m.labelStartedBy, card: 'detail', render: (row) => row.started_by_name ?? '' },
  { key: 'created_at', header: m.labelCreated, sortKey: 'created_at', card: 'detail', render: (row) => formatAge(row.created_at) },
  { key: 'finished_at', header: m.labelFinished, sortKey: 'finished_at', card: 'detail', render: (row) => (row.finished_at ? formatAge(row.finished_at) : '') },
  { key: 'failure', header: m.labelFailure, card: 'detail', render: (row) => row.failure ?? '' },
]
