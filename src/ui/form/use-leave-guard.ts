import { useBlocker } from '@tanstack/react-router'

/**
 * Asks before leaving a changed form: inside the app with the app's own dialog (render `LeaveDialog` with what this
 * returns), on tab close or reload with the browser's. `hasUnsavedChanges` is read at the moment of leaving (after a
 * save it answers false).
 */
export function useLeaveGuard(hasUnsavedChanges: () => boolean) {
  return useBlocker({ shouldBlockFn: hasUnsavedChanges, enableBeforeUnload: hasUnsavedChanges, withResolver: true })
}

export type LeaveGuard = ReturnType<typeof useLeaveGuard>
