import { useBlocker } from '@tanstack/react-router'

const LEAVE_MESSAGE = 'Leave this form? Your changes are kept as a draft on this device.'

/**
 * Asks before leaving a changed form, inside the app and on tab close or reload.
 * `hasUnsavedChanges` is read at the moment of leaving (after a save it answers false).
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean): void {
  useBlocker({
    shouldBlockFn: () => hasUnsavedChanges() && !window.confirm(LEAVE_MESSAGE),
    enableBeforeUnload: hasUnsavedChanges,
  })
}
