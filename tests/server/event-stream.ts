/** A reader of GET /api/events for the tests: the events as they arrive, and a wait for the one a test expects. */
export type StreamEvent = { event: string; id: string; data: Record<string, unknown> }
export type EventStream = {
  status: number
  events: StreamEvent[]
  /** The first event (after those already taken) that matches, within `timeout` ms. */
  next: (match?: (event: StreamEvent) => boolean, timeout?: number) => Promise<StreamEvent>
  close: () => void
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
}

/** Opens a stream with `fetch` (a process's URL) or an app's `request`. */
export async function openEvents(
  fetcher: (path: string, init: RequestInit) => Response | Promise<Response>,
  token: string | undefined,
  lastEventId?: string,
): Promise<EventStream> {
  const controller = new AbortController()
  const headers: Record<string, string> = { 'x-forwarded-for': '10.9.0.1' }
  if (token) headers.authorization = `Bearer ${token}`
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId
  const response = await fetcher('/api/events', { headers, signal: controller.signal })
  const events: StreamEvent[] = []
  let taken = 0
  let wake = () => undefined as void
  const streaming = Boolean(response.body && response.headers.get('content-type')?.includes('text/event-stream'))
  const reader = streaming ? response.body?.pipeThrough(new TextDecoderStream()).getReader() : undefined
  const pump = async () => {
    if (!reader) return
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }))
      if (done) return
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]))
        if (fields.event) events.push({ event: fields.event, id: fields.id ?? '', data: JSON.parse(fields.data ?? '{}') as Record<string, unknown> })
        wake()
      }
    }
  }
  const ended = pump()
  const next = async (match: (event: StreamEvent) => boolean = () => true, timeout = 5000) => {
    const limit = Date.now() + timeout
    for (;;) {
      const index = events.findIndex((event, at) => at >= taken && match(event))
      if (index >= 0) {
        taken = index + 1
        return events[index] as StreamEvent
      }
      const left = limit - Date.now()
      if (left <= 0) throw new Error(`no such event within ${timeout} ms; got ${JSON.stringify(events.slice(taken))}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }
  return {
    status: response.status,
    events,
    next,
    ended,
    close: () => {
      controller.abort()
      void reader?.cancel().catch(() => undefined)
    },
  }
}
