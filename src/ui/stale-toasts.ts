import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { dismissToastsBefore } from '../lib/toasts'

/**
 * A toast raised before the page now being left was opened was about an earlier page ('code sent' after sign-in): a
 * page change dismisses it. One raised on the page being left (the 'Signed in' that led here) is kept.
 */
export function useStaleToastDismissal(): void {
  const arrivedAt = useRef(0)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    dismissToastsBefore(arrivedAt.current)
    arrivedAt.current = Date.now()
  }, [pathname])
}
