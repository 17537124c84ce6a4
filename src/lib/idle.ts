/**
 * Runs `work` in a task of its own once the browser is idle (by `timeout` ms at the latest, when given); without
 * requestIdleCallback, after `fallbackMs`. The returned function cancels it. Small on purpose: it rides in /login's
 * first chunk, whose Hindi page has a few bytes to spare.
 */
export function whenIdle(work: () => void, timeout?: number, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback == 'function') {
    const handle = requestIdleCallback(() => work(), { timeout })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, fallbackMs)
  return () => clearTimeout(timer)
}
