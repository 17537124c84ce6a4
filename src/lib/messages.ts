/** User-facing texts of docs/app.md#messages, word for word. */
export const notices = {
  sessionExpired: 'Your session has expired. Please log in again.',
  serverUnreachable: 'Unable to connect to the server. Please try again later.',
  /** A 5xx: the server answered, so it is not a lost connection (docs/app.md#errors names no words for it). */
  serverError: 'The server had a problem. Please try again.',
  requestWhileOffline: 'No internet connection. Please reconnect.',
  offlineBanner: 'You are offline. Some features may not work.',
  offlineReason: 'You are offline. Please check your internet connection.',
  backOnline: 'You are back online 🎉',
  unknownError: 'Unknown error',
} as const

export const durations = {
  sessionExpired: 5000,
  backOnline: 4000,
  toast: 5000,
} as const
