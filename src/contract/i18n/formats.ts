import { getLocale, intlLocale, type Locale } from './locale'

/**
 * A formatter in the language of the moment (en-IN or hi-IN), built on first use in each language: Intl formatters cost
 * tens of milliseconds to build on a slow phone, and the server answers requests in both languages.
 */
export function inLocale<T>(make: (tag: string) => T): () => T {
  const made: Partial<Record<Locale, T>> = {}
  return () => {
    const locale = getLocale()
    return (made[locale] ??= make(intlLocale[locale]))
  }
}
