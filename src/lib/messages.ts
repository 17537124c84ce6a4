import { labelsFrom } from '../contract/vocabulary'
import * as m from '../paraglide/m/kit'

/** User-facing texts of docs/app.md#messages, word for word, in the language of the moment (messages/<locale>/kit.json). */
export const notices = labelsFrom({
  sessionExpired: m.sessionExpired,
  serverUnreachable: m.serverUnreachable,
  /** A 5xx: the server answered, so it is not a lost connection (docs/app.md#errors names no words for it). */
  serverError: m.serverError,
  requestWhileOffline: m.requestWhileOffline,
  offlineBanner: m.offlineBanner,
  offlineReason: m.offlineReason,
  backOnline: m.backOnline,
  unknownError: m.unknownError,
})

export const durations = {
  sessionExpired: 5000,
  backOnline: 4000,
  toast: 5000,
} as const
