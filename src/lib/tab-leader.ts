/**
 * One tab of the app leads, the others follow (docs/history.md#live-updates): the live stream is opened by one tab
 * only, which passes each event on to the others over a BroadcastChannel, so a person with five tabs holds one
 * connection. The leader is whoever holds a Web Lock; when it stops wanting to lead (hidden, offline, closed) the
 * lock passes to the next tab that wants it. Without Web Locks or BroadcastChannel every tab leads for itself.
 */
type Lead = {
  /** Becomes the leader: called with the lock held; the returned promise resolves when leading should stop. */
  start: () => void
  stop: () => void
}

export type TabLeader<Message> = {
  /** Asks to lead while `wanting`; gives the lead up when not. */
  want: (wanting: boolean) => void
  /** The leader passes a message to the other tabs. */
  share: (message: Message) => void
  close: () => void
}

export function tabLeader<Message>(name: string, lead: Lead, onShared: (message: Message) => void): TabLeader<Message> {
  const shared = typeof BroadcastChannel === 'function' && typeof navigator !== 'undefined' && 'locks' in navigator
  const channel = shared ? new BroadcastChannel(name) : undefined
  if (channel) channel.onmessage = (event: MessageEvent<Message>) => onShared(event.data)
  let request: { abort: AbortController; release: () => void } | undefined

  const give = () => {
    request?.abort.abort()
    request?.release()
    request = undefined
  }
  const want = (wanting: boolean) => {
    if (!shared) return wanting ? lead.start() : lead.stop()
    if (!wanting) return give()
    if (request) return
    const abort = new AbortController()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const mine = { abort, release }
    request = mine
    navigator.locks
      .request(name, { signal: abort.signal }, async () => {
        if (request !== mine) return
        lead.start()
        await held
        lead.stop()
      })
      // Aborted while waiting for the lock: another tab leads and this one no longer wants to.
      .catch(() => undefined)
  }
  return {
    want,
    share: (message) => channel?.postMessage(message),
    close: () => {
      give()
      channel?.close()
    },
  }
}
