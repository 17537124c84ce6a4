import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bannerStore } from '../../src/lib/banner'
import { startConnectivity } from '../../src/lib/connectivity'

let stop: () => void = () => {}
beforeEach(() => {
  vi.useFakeTimers()
  stop = startConnectivity()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

function goOffline() {
  window.dispatchEvent(new Event('offline'))
}
function goOnline() {
  window.dispatchEvent(new Event('online'))
}

describe('connectivity (docs/app.md#offline)', () => {
  it('shows a persistent offline banner and pauses queries', () => {
    goOffline()
    expect(bannerStore.get()).toMatchObject({ visible: true, isOffline: true, message: 'You are offline. Some features may not work.', duration: null })
    vi.advanceTimersByTime(60_000)
    expect(bannerStore.get().visible).toBe(true)
    expect(onlineManager.isOnline()).toBe(false)
  })

  it("coming back shows 'You are back online 🎉' for 4 seconds", () => {
    goOffline()
    goOnline()
    expect(bannerStore.get()).toMatchObject({ visible: true, isOffline: false, message: 'You are back online 🎉', duration: 4000 })
    expect(onlineManager.isOnline()).toBe(true)
    vi.advanceTimersByTime(3999)
    expect(bannerStore.get().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bannerStore.get().visible).toBe(false)
  })

  it('says nothing when an online event comes while already online', () => {
    goOnline()
    expect(bannerStore.get().visible).toBe(false)
  })
})
