import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { hideBanner } from '../../src/lib/banner'
import { connectivityStore } from '../../src/lib/connectivity'

// jsdom lays nothing out, so it has no scrolling; forms scroll the first error into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  connectivityStore.set(true)
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connectivityStore.get() })
})

afterEach(() => {
  cleanup()
  hideBanner()
})
