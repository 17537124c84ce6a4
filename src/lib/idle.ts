/**
 * Runs `work` in a task of its own once the browser is idle (by `timeout` ms at the latest, when given); without
 * requestIdleCallback, after `fallbackMs`. The returned function cancels it.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs = 0 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), timeout === undefined ? undefined : { timeout })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, fallbackMs)
  return () => clearTimeout(timer)
}
