import { randomUUID } from 'node:crypto'
import type { CodeTransport, OutgoingMessage } from '../../auth/code-transport'
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
type MessageJob = { message: OutgoingMessage; sentAt?: undefined } | { message: Summary; sentAt?: string; failed?: string }

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
}

export type Messages = {
  transport: CodeTransport
  queued: (message: OutgoingMessage) => Promise<string>
  /** Where a queued message stands; null for an id that is not a message's. */
  state: (id: string) => Promise<DeliveryState | null>
}

export async function startMessages(options: MessagesOptions): Promise<Messages> {
  const { jobs, deliver, inline = () => false, log = console.log, concurrency = 4, work = true } = options
  await jobs.define(messageQueue, {
    retryLimit: options.retryLimit ?? 6,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds: options.expireInSeconds ?? 60,
  })
  const queued = async (message: OutgoingMessage) => {
    const id = await jobs.send(messageQueue, { message } satisfies MessageJob)
    if (!id) throw new Error('the message was not queued')
    log(`${label(message)} queued to ${maskedTo(message)} (${message.purpose})`)
    noteQueued(message, id)
    return id
  }
  if (work)
    await jobs.work<MessageJob>(
      messageQueue,
      async (data, job) => {
        const { message } = data
        // Sent before its process died, or refused for good: nothing to do again.
        if (data.sentAt || !isFull(message)) return { skipped: data.sentAt ? 'already sent' : 'nothing to send', sentAt: data.sentAt }
        const to = maskedTo(message)
        try {
          await deliver(message, await render(message), job.id)
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          const final = (error instanceof DeliveryError && error.permanent) || job.retryCount >= job.retryLimit
          log(`${label(message)} to ${to} failed (${message.purpose}): ${reason}${final ? '' : '; retrying'}`)
          if (!final) throw error
          await jobs.update(messageQueue, job.id, { message: summaryOf(message), failed: reason } satisfies MessageJob)
          throw new PermanentJobError(reason)
        }
        const sentAt = new Date().toISOString()
        await jobs.update(messageQueue, job.id, { message: summaryOf(message), sentAt } satisfies MessageJob)
        log(`${label(message)} sent to ${to} (${message.purpose})`)
        return { sentAt }
      },
      { concurrency },
    )
  const send = async (message: OutgoingMessage) => {
    if (inline(message)) await deliver(message, await render(message), randomUUID())
    else await queued(message)
  }
  const state = async (id: string): Promise<DeliveryState | null> => {
    const job = await jobs.get(messageQueue, id).catch(() => null)
    if (!job) return null
    return job.state === 'completed' ? 'sent' : job.state === 'failed' || job.state === 'cancelled' ? 'failed' : 'queued'
  }
  return { transport: { send }, queued, state }
}
