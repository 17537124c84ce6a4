import { cleanup } from '@testing-library/react'
import { toast } from 'react-hot-toast'
import { afterEach, beforeEach } from 'vitest'
import { hideBanner } from '../../src/lib/banner'
import { connectivityStore } from '../../src/lib/connectivity'

// jsdom lays nothing out, so it has no scrolling; forms scroll the first error into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

// jsdom has <dialog> without its methods: enough of them for the app's own dialogs.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return
  this.removeAttribute('open')
  this.dispatchEvent(new Event('close'))
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  connectivityStore.set(true)
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connectivityStore.get() })
})

afterEach(() => {
  cleanup()
  hideBanner()
  // The files share one module graph (vitest.config.ts): a toast left by one would still be on the next one's screen.
  toast.remove()
})
