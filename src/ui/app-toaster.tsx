import { useEffect } from 'react'
import { toast, Toaster, useToasterStore } from 'react-hot-toast'
import { TOAST_LIMIT, toastDefaults } from '../lib/toasts'
import { useMediaQuery } from '../lib/use-media-query'
import './styles/toasts.css'

/**
 * Top-right toasts, 5000 ms, at most three on screen (docs/app.md#toasts), below the top bar so the page name and the account
 * stay in view, all one width (feedback.css). On a phone the title fills the top, so toasts sit at the bottom above
 * the tab bar, where the thumb is (README, deviations).
 */
export function AppToaster() {
  const { toasts } = useToasterStore()
  const phone = useMediaQuery('(max-width: 599px)')
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id))
  }, [toasts])
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      containerClassName="toaster"
      toastOptions={{ ...toastDefaults, className: 'toast', style: { background: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' } }}
    />
  )
}
