/** Runs `work` in a task of its own when the browser is idle; the returned function cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work())
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}
