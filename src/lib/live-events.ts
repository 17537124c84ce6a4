import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { eventNames, eventsPath, jobEventSchema, readyEventSchema, recordEventSchema } from '../contract/events'
import { connectivityStore, isOnline } from './connectivity'
import { buildUrl } from './http'
import { applyChange, applyJobChange, applyReset, dashboardRefresher } from './live-keys'
import { loadPermissions } from './permissions-store'
import { followOwnChange } from './live-self'
import { inboxChanged } from './inbox-count'
import { whenIdle } from './idle'
import { getAuthToken } from './storage'
import { tabLeader } from './tab-leader'

/**
 * The signed-in app's one stream of live updates (docs/history.md#live-updates): GET /api/events, applied to the query
 * cache. Open only while online, signed in and the page visible; it reconnects with backoff and sends the last event's
 * id (Last-Event-ID), so a short drop or a hidden spell misses nothing: the server replays it, or says 'reset' and
 * everything is refetched. Read with fetch rather than EventSource, which cannot send the session's bearer token.
 * One tab holds the stream and passes its events on to the person's other tabs (src/lib/tab-leader.ts).
 */
const backoff = { firstMs: 1000, maxMs: 30_000 }

type Block = { event: string; id?: string; data: string }

/** The blocks of an SSE stream as they complete (fields event, id, data; comments and retry ignored). */
export function sseParser(onBlock: (block: Block) => void): (chunk: string) => void {
  let buffer = ''
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block: Block = { event: 'message', data: '' }
      const data: string[] = []
      for (const line of buffer.slice(0, end).split('\n')) {
        const colon = line.indexOf(':')
        if (colon === 0) continue
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') block.event = value
        else if (field === 'id') block.id = value
        else if (field === 'data') data.push(value)
      }
      buffer = buffer.slice(end + 2)
      block.data = data.join('\n')
      if (block.id !== undefined || data.length > 0) onBlock(block)
    }
  }
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Runs `work` once the page has loaded and the browser is idle (at most 2 s after the load); the returned function cancels it. */
function whenLoadedAndIdle(work: () => void): () => void {
  let cancel = () => {}
  const afterLoad = () => {
    cancel = whenIdle(work, 2000)
  }
  if (document.readyState === 'complete') afterLoad()
  else {
    window.addEventListener('load', afterLoad, { once: true })
    cancel = () => window.removeEventListener('load', afterLoad)
  }
  return () => cancel()
}

/** Starts the stream for this app; the returned function stops it (sign-out, the shell unmounting). */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let lastEventId: string | undefined
  let controller: AbortController | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let delay = backoff.firstMs
  let stopped = false
  let me: string | undefined
  let leading = false
  const dashboard = dashboardRefresher(queryClient)

  // Not before the page has loaded and gone idle: audits and crawlers wait for a page's requests to end, which this one never does.
  let idle = false
  const wanted = () => idle && !stopped && isOnline() && document.visibilityState === 'visible' && Boolean(getAuthToken())
  const streaming = () => leading && wanted()
  const apply = (block: Block) => {
    if (block.id) lastEventId = block.id
    if (block.event === eventNames.ready) {
      const ready = v.safeParse(readyEventSchema, parseJson(block.data))
      if (ready.success) me = ready.output.me
      return
    }
    if (block.event === eventNames.reset) {
      applyReset(queryClient)
      void loadPermissions()
      return
    }
    // A notification for this person: the bell counts again, and an open inbox reads its list (docs/areas/inbox.md).
    if (block.event === eventNames.notification) return void inboxChanged(queryClient)
    // A job's state or progress: an open /jobs reads it again (docs/areas/jobs.md).
    if (block.event === eventNames.job) {
      const job = v.safeParse(jobEventSchema, parseJson(block.data))
      return void (job.success && applyJobChange(queryClient, job.output.id))
    }
    if (block.event !== eventNames.change) return
    const event = v.safeParse(recordEventSchema, parseJson(block.data))
    if (!event.success) return
    applyChange(queryClient, event.output, me)
    // A role was edited: what this person may open or change may have changed with it (docs/accounts.md#roles-as-data).
    if (event.output.type === 'role') void loadPermissions()
    if (event.output.type === 'member' && event.output.id === me) followOwnChange(queryClient)
    dashboard()
  }

  const leader = tabLeader<Block>(
    'live-events',
    {
      start: () => {
        leading = true
        delay = backoff.firstMs
        void connect()
      },
      stop: () => {
        leading = false
        disconnect()
      },
    },
    apply,
  )
  const onBlock = (block: Block) => {
    apply(block)
    leader.share(block)
  }

  const later = () => {
    if (!streaming() || retry) return
    // Spread out, so the streams of a restarted server do not all come back at the same moment.
    retry = setTimeout(
      () => {
        retry = undefined
        void connect()
      },
      delay * (0.5 + Math.random() / 2),
    )
    delay = Math.min(delay * 2, backoff.maxMs)
  }

  async function connect(): Promise<void> {
    if (controller || !streaming()) return
    const mine = new AbortController()
    controller = mine
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${getAuthToken()}` }
      if (lastEventId) headers['Last-Event-ID'] = lastEventId
      // Low priority: the browser (and Lighthouse, which waits for every high-priority request to end) puts the page first.
      const response = await fetch(buildUrl(eventsPath), { headers, signal: mine.signal, cache: 'no-store', priority: 'low' })
      // A session that ended is the next request's to report (it leaves for /login); nothing to retry until then.
      if (response.status === 401) return
      if (!response.ok || !response.body) throw new Error(`events: ${response.status}`)
      delay = backoff.firstMs
      const parse = sseParser(onBlock)
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        parse(value)
      }
    } catch {
      // Dropped, refused or stopped: tried again below while still wanted.
    } finally {
      if (controller === mine) controller = undefined
    }
    if (!mine.signal.aborted) later()
  }

  const disconnect = () => {
    clearTimeout(retry)
    retry = undefined
    controller?.abort()
    controller = undefined
  }
  const update = () => {
    leader.want(wanted())
    if (streaming()) {
      delay = backoff.firstMs
      if (!retry) void connect()
    }
  }
  const unsubscribe = connectivityStore.subscribe(update)
  document.addEventListener('visibilitychange', update)
  const cancelIdle = whenLoadedAndIdle(() => {
    idle = true
    update()
  })
  return () => {
    stopped = true
    cancelIdle()
    unsubscribe()
    document.removeEventListener('visibilitychange', update)
    leader.close()
    disconnect()
  }
}
