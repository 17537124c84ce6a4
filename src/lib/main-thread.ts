type YieldingScheduler = { yield: () => Promise<void> }

/**
 * Ends the current task, so the browser can draw and answer input before the next step of the app's start (issue 36:
 * the dashboard's start came as a few long tasks). scheduler.yield resumes ahead of other queued tasks; a timer is the
 * fallback where it is missing.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
