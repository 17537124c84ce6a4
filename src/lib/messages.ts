import * as m from '../paraglide/m/kit'

/**
 * User-facing texts of docs/app.md#messages, word for word, in the language of the moment (messages/<locale>/kit.json).
 * Getters rather than labelsFrom: this module is in /login's download, which the helper would grow (tests/size).
 */
export const notices = {
  get sessionExpired() {
    return m.sessionExpired()
  },
  get serverUnreachable() {
    return m.serverUnreachable()
  },
  /** A 5xx: the server answered, so it is not a lost connection (docs/app.md#errors names no words for it). */
  get serverError() {
    return m.serverError()
  },
  get requestWhileOffline() {
    return m.requestWhileOffline()
  },
  get offlineBanner() {
    return m.offlineBanner()
  },
  get offlineReason() {
    return m.offlineReason()
  },
  /** Why a write is disabled on a screen the person's role only views (docs/accounts.md#permissions). */
  get viewOnlyReason() {
    return m.viewOnlyReason()
  },
  get backOnline() {
    return m.backOnline()
  },
  get unknownError() {
    return m.unknownError()
  },
}

export const durations = {
  sessionExpired: 5000,
  backOnline: 4000,
  toast: 5000,
} as const
