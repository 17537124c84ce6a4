// The language the app speaks (English or Hindi) and where it comes from. In the browser: the device's choice, kept in
// localStorage and a cookie (so the server and the service worker can send /login drawn in it) and read once at start;
// changing it reloads the page. On the server: the request's Accept-Language (server/kit/locale.ts sets the source).
// The message modules (src/paraglide/m/<area>.ts, written by scripts/i18n.mjs) take Hindi from `hindi`, filled by loadHindi (./load.ts).

export const locales = ['en', 'hi'] as const
export type Locale = (typeof locales)[number]
const baseLocale: Locale = 'en'
/** What Intl formats with: Indian English and Hindi (both group by lakh and crore). */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }
/** The device's choice: the localStorage key and the cookie name. */
export const localeKey = 'lang'

export type Options = { locale?: Locale }

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value)

type Globals = {
  localStorage?: { getItem(key: string): string | null }
  document?: { cookie: string }
  process?: { versions?: { node?: string } }
}
/** Node: the server, the build's prerender and the tests (read without the DOM's types, which the server does not load). */
const onNode = typeof (globalThis as Globals).process?.versions?.node === 'string'

/** The language this device was given (the cookie, which the server sets too, then localStorage), or null if none yet. */
export function deviceChoice(): Locale | null {
  try {
    // The cookie first: the server sets it when the drawn /login's switch is tapped before the script ran (?lang=).
    const cookie = (globalThis as Globals).document?.cookie.match(/(?:^|;\s*)lang=(\w+)/)?.[1]
    if (isLocale(cookie)) return cookie
    const stored = (globalThis as Globals).localStorage?.getItem(localeKey)
    return isLocale(stored) ? stored : null
  } catch {
    return null
  }
}

const storedLocale = (): Locale => deviceChoice() ?? baseLocale

const deviceLocale = storedLocale()
let source: () => Locale = () => deviceLocale

/** The language of this page (browser) or of the request being answered (server). */
export const getLocale = (): Locale => source()

/** Where the language comes from: the server answers each request in its own (AsyncLocalStorage), the build renders both. */
export function setLocaleSource(next: () => Locale): void {
  source = next
}

/** `read` in `locale` rather than the language of the moment (synchronous, so nothing else runs meanwhile). */
export function inLanguage<T>(locale: Locale, read: () => T): T {
  const before = source
  source = () => locale
  try {
    return read()
  } finally {
    source = before
  }
}

/** Whether this process loads Hindi texts: on Node (the server, the build) and in a page whose device speaks Hindi. */
export const speaksHindi = onNode || deviceLocale === 'hi'

/** Each area's Hindi texts once loaded (./load.ts), by area name. */
export const hindi: Record<string, object | undefined> = {}

/** A message: its text in the language of the moment, or of `options.locale`. */
export type Message<Inputs = never> = [Inputs] extends [never] ? (inputs?: object, options?: Options) => string : (inputs: Inputs, options?: Options) => string

/**
 * A message of the catalogues (src/paraglide/m/<area>/<key>.ts, written by scripts/i18n.mjs): its English text (or the
 * compiled function for one with inputs), and its Hindi taken from the area's Hindi module when Hindi is asked and loaded.
 */
export const message =
  <Inputs>(area: string, key: string, english: string | ((inputs: Inputs) => string)) =>
  (inputs?: Inputs, options?: Options): string => {
    const hindiText = (options?.locale ?? source()) === 'hi' ? (hindi[area] as Record<string, (inputs?: Inputs) => string> | undefined)?.[key] : undefined
    return hindiText ? hindiText(inputs) : typeof english === 'string' ? english : english(inputs as Inputs)
  }

/** The best of `Accept-Language` that we speak (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi), English otherwise. */
export function localeOf(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
  return ranked.map(({ language }) => language).find(isLocale) ?? baseLocale
}
