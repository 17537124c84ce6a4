import { getLocale, type Locale } from '../contract/i18n/locale'
import * as m from '../paraglide/m/shell'
import { switchLocale } from '../lib/locale'

/** Each language named in itself, as a switch names them. */
const names: Record<Locale, { name: string; lang: string }> = { en: { name: 'English', lang: 'en' }, hi: { name: 'हिन्दी', lang: 'hi' } }

/** The other language, one tap away (the sign-in screen's bar, the account page); `onSwitch` saves it first (the account). */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (locale: Locale) => Promise<unknown> }) {
  const other: Locale = getLocale() === 'hi' ? 'en' : 'hi'
  const { name, lang } = names[other]
  // A link, so the build-drawn /login switches language before its script has loaded too: the server keeps the choice
  // (?lang=, server/static.ts) and sends the page again in it. Once the app runs, it switches in place.
  return (
    <a
      href={`?lang=${other}`}
      hrefLang={lang}
      className="lang-switch"
      lang={lang}
      title={m.language()}
      onClick={(event) => {
        event.preventDefault()
        void (onSwitch ? onSwitch(other).catch(() => undefined) : Promise.resolve()).then(() => switchLocale(other))
      }}
    >
      {name}
    </a>
  )
}
