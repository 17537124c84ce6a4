import type { OutgoingMessage } from '../../auth/code-transport'

// The job a message became, for the answer of the request that sent it (the app asks for its delivery by that id).
// Kept beside the message object itself, since the transport's `send` answers nothing (server/auth/code-transport.ts).

const receipts = new WeakMap<OutgoingMessage, string>()

export const noteQueued = (message: OutgoingMessage, id: string) => void receipts.set(message, id)

/** The job id of a message this process queued; undefined when a development transport took it at once. */
export const queuedAs = (message: OutgoingMessage): string | undefined => receipts.get(message)

/** What the app is told of a queued message: still waiting, delivered, or refused by the provider. */
export type DeliveryState = 'queued' | 'sent' | 'failed'
