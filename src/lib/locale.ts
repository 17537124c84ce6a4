import { localeKey, type Locale } from '../contract/i18n/locale'

/** A year: the device keeps its language until it is changed again. */
const cookieAge = 60 * 60 * 24 * 365

/**
 * Keeps `locale` on this device (localStorage for the app, a cookie for the server's /login) and reloads, so the page and
 * its first paint come in it and only that language's texts are downloaded (src/contract/i18n/locale.ts).
 */
export function switchLocale(locale: Locale): void {
  try {
    localStorage.setItem(localeKey, locale)
  } catch {
    // Private mode without storage: the cookie still carries it.
  }
  document.cookie = `${localeKey}=${locale}; path=/; max-age=${cookieAge}; samesite=lax`
  location.reload()
}
