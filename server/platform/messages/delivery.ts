import type { OutgoingMessage } from '../../auth/code-transport'
import type { Rendered } from './templates'

/** One message handed to a provider; `key` names this message the same on every attempt (the job's id). */
export type Delivery = (message: OutgoingMessage, rendered: Rendered, key: string) => Promise<void>

/**
 * A provider's refusal. `permanent` (an HTTP 4xx other than 429, an SMTP 5xx): retrying will not help, the job
 * fails with `reason`. Otherwise (a 5xx, a 429, a timeout, a dropped connection) the job is retried with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason)
  }
}
