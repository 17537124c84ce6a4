/**
 * Builds a value on first use. Intl formatters cost tens of milliseconds to build on a slow
 * phone; built at import time they all land in the first screen's long task.
 */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
