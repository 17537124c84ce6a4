import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectivityStore } from '../../src/lib/connectivity'
import { startLiveUpdates } from '../../src/lib/live-events'
import { storageKeys, writeStored } from '../../src/lib/storage'

/** The app's stream (src/lib/live-events.ts): when it is open, what it sends back on reconnecting, what it applies. */
type Call = { url: string; headers: Record<string, string>; signal: AbortSignal; push: (text: string) => void; end: () => void }
let calls: Call[] = []
let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  calls = []
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  writeStored(storageKeys.authToken, 'token-1')
  connectivityStore.set(true)
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) })
      const encoder = new TextEncoder()
      calls.push({
        url,
        headers: init.headers as Record<string, string>,
        signal: init.signal as AbortSignal,
        push: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
      })
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }))
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  writeStored(storageKeys.authToken, null)
})

const change = (seq: number, id: string) =>
  `event: change\nid: ${seq}\ndata: ${JSON.stringify({ type: 'complaint', id, action: 'status', at: '2026-01-01T00:00:00.000Z', seq })}\n\n`

describe('the live updates stream', () => {
  it('opens with the bearer token, applies a change, and reconnects with the last id after a drop', async () => {
    const client = new QueryClient()
    client.setQueryData(['complaints', 'detail', 'c1'], { seeded: true })
    const stop = startLiveUpdates(client)
    try {
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      expect(calls[0]?.url).toMatch(/\/api\/events$/)
      expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer token-1' })
      expect(calls[0]?.headers['Last-Event-ID']).toBeUndefined()
      calls[0]?.push('event: ready\nid: 4\ndata: {}\n\n')
      calls[0]?.push(change(5, 'c1'))
      await vi.waitFor(() => expect(client.getQueryState(['complaints', 'detail', 'c1'])?.isInvalidated).toBe(true))
      calls[0]?.end()
      await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 })
      expect(calls[1]?.headers['Last-Event-ID']).toBe('5')
    } finally {
      stop()
    }
  })

  it('is closed while offline or hidden, and opens again on coming back', async () => {
    const stop = startLiveUpdates(new QueryClient())
    try {
      await vi.waitFor(() => expect(calls).toHaveLength(1))
      connectivityStore.set(false)
      expect(calls[0]?.signal.aborted).toBe(true)
      connectivityStore.set(true)
      await vi.waitFor(() => expect(calls).toHaveLength(2))
      visibility = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
      expect(calls[1]?.signal.aborted).toBe(true)
      visibility = 'visible'
      document.dispatchEvent(new Event('visibilitychange'))
      await vi.waitFor(() => expect(calls).toHaveLength(3))
    } finally {
      stop()
    }
    expect(calls[2]?.signal.aborted).toBe(true)
  })
})
