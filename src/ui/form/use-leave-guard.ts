import { useBlocker } from '@tanstack/react-router'

export const LEAVE_MESSAGE = 'Leave this form? Your changes are kept as a draft on this device.'

/** Asks before leaving a changed form, inside the app and on tab close or reload. */
export function useLeaveGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(LEAVE_MESSAGE),
    enableBeforeUnload: dirty,
  })
}
