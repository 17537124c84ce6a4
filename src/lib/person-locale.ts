import { accountPaths } from '../contract/account'
import { deviceChoice, getLocale, type Locale } from '../contract/i18n/locale'
import { apiRequest } from './http'
import { switchLocale } from './locale'

/** Keeps `locale` for the signed-in person on the server (every device they sign in on), before the device switches. */
export const saveLanguage = (language: Locale) => apiRequest(accountPaths.language, { method: 'PUT', body: { language } })

/**
 * The person's language from the server (their account): a device that has never been given a language takes it (one
 * reload, once a session); a device that has, keeps its own and tells the server, the choice made last.
 */
export function followPersonLocale(language: Locale): void {
  try {
    const stored = deviceChoice()
    if (stored === language || (stored === null && language === getLocale())) return
    if (stored !== null) return void saveLanguage(stored).catch(() => undefined)
    if (sessionStorage.getItem('lang-followed')) return
    sessionStorage.setItem('lang-followed', '1')
    switchLocale(language)
  } catch {
    // No storage: the device stays in the language it has.
  }
}
