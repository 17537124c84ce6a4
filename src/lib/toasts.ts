import { createAtom } from '@tanstack/store'
import { createElement, type ReactNode } from 'react'
import type { toast as hotToast, ToastOptions } from 'react-hot-toast'
import * as m from '../paraglide/m/kit'
import { durations } from './messages'

/** docs/app.md#toasts: top-right, 5000 ms; the Toaster keeps at most 3 on screen. */
export const TOAST_LIMIT = 3
export const toastDefaults: ToastOptions = { duration: durations.toast }

type Toasts = typeof hotToast

// react-hot-toast comes with the first toast, not with the first page: /login's first download stays small (issue 19).
const library = () => import('react-hot-toast').then((module) => module.toast)

/** True once a toast was asked for: the root mounts the toaster then (src/ui/lazy-toaster.tsx). */
export const toastsAsked = createAtom(false)

/** Toasts raised, with when they were asked for, so a page change can dismiss the ones about an earlier page. */
let raised: Array<{ id: string; at: number }> = []
let dismissedBefore = 0

function show(raise: (toast: Toasts) => string): void {
  const at = Date.now()
  toastsAsked.set(true)
  void library().then((toast) => {
    // Asked for on a page that was left while the library loaded: it was about that page.
    if (at < dismissedBefore) return
    raised = [...raised.slice(-19), { id: raise(toast), at }]
  })
}

/** Dismisses the toasts asked for before `time` (src/ui/stale-toasts.ts: the page's arrival). */
export function dismissToastsBefore(time: number): void {
  dismissedBefore = time
  const stale = raised.filter((item) => item.at < time)
  if (stale.length === 0) return
  raised = raised.filter((item) => item.at >= time)
  void library().then((toast) => stale.forEach((item) => toast.dismiss(item.id)))
}

export const notifySuccess = (message: string, options?: ToastOptions) => show((toast) => toast.success(message, options))
export const notifyError = (message: string, options?: ToastOptions) => show((toast) => toast.error(message, options))

/** Long enough to read the message and reach the button, short enough that Undo still means "what I just did". */
const UNDO_MS = 8000

/** A one-tap change's success toast with an Undo button (issue 18, item 14): Undo closes the toast and reverses the change. */
export function notifyUndoable(message: string, undo: () => void): void {
  show((toast) =>
    toast.success(
      (shown) =>
        createElement(
          'span',
          { className: 'toast-undo' },
          createElement('span', null, message),
          createElement(
            'button',
            {
              type: 'button',
              className: 'btn btn-secondary btn-sm',
              onClick: () => {
                toast.dismiss(shown.id)
                undo()
              },
            },
            m.undo(),
          ),
        ),
      { duration: UNDO_MS },
    ),
  )
}

/**
 * A toast that changes in place under one `id` (a background job's progress): each call replaces its content and its
 * kind; 'loading' stays until replaced.
 */
export function notifyProgress(id: string, kind: 'loading' | 'success' | 'error', content: ReactNode, options: ToastOptions = {}): void {
  show((toast) =>
    toast[kind](createElement('span', { className: 'toast-undo' }, content), { id, ...(kind === 'loading' ? { duration: Infinity } : {}), ...options }),
  )
}
