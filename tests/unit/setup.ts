import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { hideBanner } from '../../src/lib/banner'
import { connectivityStore } from '../../src/lib/connectivity'

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
