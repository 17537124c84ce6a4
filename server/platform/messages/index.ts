import { randomUUID } from 'node:crypto'
import type { CodeTransport, MessageOrg, OutgoingMessage } from '../../auth/code-transport'
import { PermanentJobError } from '../jobs'
import type { Jobs } from '../jobs'
import type { Delivery } from './delivery'
import { DeliveryError } from './delivery'
import { maskedTo } from './mask'
import { noteQueued } from './receipts'
import type { DeliveryState } from './receipts'
import { render } from './templates'

// Messages that reach people: `transport.send` queues a job (the request answers once it is queued) and a worker
// in every API process renders it in the person's language and hands it to the channel's delivery (config.ts).
// At most once in effect: once delivered, the job's data is replaced by a summary with `sentAt`, so a job resumed
// after its process died (pg-boss's expiry) sends nothing again; the code or link leaves the database with it.

export const messageQueue = 'messages'

/** What stays of a message once sent or refused: where it went (masked), never the code or the link. */
type Summary = { channel: OutgoingMessage['channel']; to: string; purpose: OutgoingMessage['purpose']; language: OutgoingMessage['language'] }
/** `row`: the organisation's job row that follows this message (MessageTracker), when it has one. */
type MessageJob = ({ message: OutgoingMessage; sentAt?: undefined } | { message: Summary; sentAt?: string; failed?: string }) & { row?: string }

/**
 * Follows an organisation's messages where its people see them (server/areas/jobs/messages.ts): a row recorded before
 * the message is queued, told when a worker takes it (false: it was cancelled, send nothing) and how it ended.
 */
export type MessageTracker = {
  record: (message: OutgoingMessage & Required<MessageOrg>, to: string) => Promise<string>
  queued: (row: string, queueJobId: string) => Promise<void>
  running: (row: string) => Promise<boolean>
  ended: (row: string, outcome: { state: 'done' | 'failed' | 'queued'; failure?: string }) => Promise<void>
}
const forOrg = (message: OutgoingMessage): message is OutgoingMessage & Required<MessageOrg> => Boolean(message.org)

const label = (message: Pick<OutgoingMessage, 'channel'>) => (message.channel === 'sms' ? 'SMS' : 'Email')
const summaryOf = (message: OutgoingMessage): Summary => ({
  channel: message.channel,
  to: maskedTo(message),
  purpose: message.purpose,
  language: message.language,
})
const isFull = (message: OutgoingMessage | Summary): message is OutgoingMessage => 'email' in message

export type MessagesOptions = {
  jobs: Jobs
  deliver: Delivery
  /**
   * The messages delivered while the request answers, not queued: those of the development transports (console,
   * file), which cannot fail the way a provider does, so a developer and the tests read the code at once as before.
   */
  inline?: (message: OutgoingMessage) => boolean
  log?: (line: string) => void
  /** Jobs worked at once in this process. */
  concurrency?: number
  /** Whether this process works the queue (a test may run one that only sends). */
  work?: boolean
  retryLimit?: number
  retryDelaySeconds?: number
  /** A send still running after this long is taken as lost with its process, and retried. */
  expireInSeconds?: number
  /** Where an organisation's messages are followed (its Jobs screen); none in tests that do not look. */
  track?: MessageTracker
}

export type Messages = {
  transport: CodeTransport
  queued: (message: OutgoingMessage) => Promise<string>
  /** Where a queued message stands; null for an id that is not a message's. */
  state: (id: string) => Promise<DeliveryState | null>
}

export async function startMessages(options: MessagesOptions): Promise<Messages> {
  const { jobs, deliver, inline = () => false, log = console.log, concurrency = 4, work = true, track } = options
  // The organisation's row is bookkeeping: a failure to write it is logged and never stops a code from going out.
  const tracked = async <T>(what: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await what()
    } catch (error) {
      log(`message job row not written: ${error instanceof Error ? error.message : String(error)}`)
      return otherwise
    }
  }
  const recorded = (message: OutgoingMessage) =>
    track && forOrg(message) ? tracked<string | undefined>(() => track.record(message, maskedTo(message)), undefined) : Promise.resolve(undefined)
  const ended = (row: string | undefined, outcome: Parameters<MessageTracker['ended']>[1]) =>
    row && track ? tracked(() => track.ended(row, outcome), undefined) : Promise.resolve()
  await jobs.define(messageQueue, {
    retryLimit: options.retryLimit ?? 6,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds: options.expireInSeconds ?? 60,
  })
  const queued = async (message: OutgoingMessage) => {
    const row = await recorded(message)
    const id = await jobs.send(messageQueue, { message, row } satisfies MessageJob)
    if (!id) {
      await ended(row, { state: 'failed', failure: 'not queued' })
      throw new Error('the message was not queued')
    }
    if (row && track) await tracked(() => track.queued(row, id), undefined)
    log(`${label(message)} queued to ${maskedTo(message)} (${message.purpose})`)
    noteQueued(message, id)
    return id
  }
  if (work)
    await jobs.work<MessageJob>(
      messageQueue,
      async (data, job) => {
        const { message, row } = data
        // Sent before its process died, or refused for good: nothing to do again.
        if (data.sentAt || !isFull(message)) {
          if (data.sentAt) await ended(row, { state: 'done' })
          return { skipped: data.sentAt ? 'already sent' : 'nothing to send', sentAt: data.sentAt }
        }
        if (row && track && !(await tracked(() => track.running(row), true))) {
          await jobs.update(messageQueue, job.id, { message: summaryOf(message), failed: 'cancelled', row } satisfies MessageJob)
          return { skipped: 'cancelled' }
        }
        const to = maskedTo(message)
        try {
          await deliver(message, await render(message), job.id)
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          const final = (error instanceof DeliveryError && error.permanent) || job.retryCount >= job.retryLimit
          log(`${label(message)} to ${to} failed (${message.purpose}): ${reason}${final ? '' : '; retrying'}`)
          await ended(row, { state: final ? 'failed' : 'queued', failure: reason })
          if (!final) throw error
          await jobs.update(messageQueue, job.id, { message: summaryOf(message), failed: reason, row } satisfies MessageJob)
          throw new PermanentJobError(reason)
        }
        const sentAt = new Date().toISOString()
        await jobs.update(messageQueue, job.id, { message: summaryOf(message), sentAt, row } satisfies MessageJob)
        await ended(row, { state: 'done' })
        log(`${label(message)} sent to ${to} (${message.purpose})`)
        return { sentAt }
      },
      { concurrency },
    )
  const send = async (message: OutgoingMessage) => {
    if (inline(message)) {
      // A development transport takes it at once: the organisation's row says so, as it would of a queued one.
      const row = await recorded(message)
      try {
        await deliver(message, await render(message), randomUUID())
      } catch (error) {
        await ended(row, { state: 'failed', failure: error instanceof Error ? error.message : String(error) })
        throw error
      }
      await ended(row, { state: 'done' })
    } else await queued(message)
  }
  const state = async (id: string): Promise<DeliveryState | null> => {
    const job = await jobs.get(messageQueue, id).catch(() => null)
    if (!job) return null
    return job.state === 'completed' ? 'sent' : job.state === 'failed' || job.state === 'cancelled' ? 'failed' : 'queued'
  }
  return { transport: { send }, queued, state }
}
