import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { toast, useToasterStore } from 'react-hot-toast'

/**
 * A toast raised before the page now being left was opened was about an earlier page ('code sent' after sign-in): a
 * page change dismisses it. One raised on the page being left (the 'Signed in' that led here) is kept.
 */
export function useStaleToastDismissal(): void {
  const { toasts } = useToasterStore()
  const latest = useRef(toasts)
  useEffect(() => {
    latest.current = toasts
  }, [toasts])
  const arrivedAt = useRef(0)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    for (const item of latest.current) if (item.createdAt < arrivedAt.current) toast.dismiss(item.id)
    arrivedAt.current = Date.now()
  }, [pathname])
}
