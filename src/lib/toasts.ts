import { toast, type ToastOptions } from 'react-hot-toast'
import { durations } from './messages'

/** SPEC.md 9: top-right, 5000 ms; the Toaster keeps at most 3 on screen. */
export const TOAST_LIMIT = 3
export const toastDefaults: ToastOptions = { duration: durations.toast }

export const notifySuccess = (message: string, options?: ToastOptions) => toast.success(message, options)
export const notifyError = (message: string, options?: ToastOptions) => toast.error(message, options)
