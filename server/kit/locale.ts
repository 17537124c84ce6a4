import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { localeOf, setLocaleSource, type Locale } from '../../src/contract/i18n/locale'
import { loadHindi } from '../../src/contract/i18n/load'

// The server answers each request in the language it asks for (its Accept-Language, which the app's http client sends):
// errors, toasts' texts and CSV headers come from the same catalogues as the app's (src/ui/README.md, texts in English and
// Hindi). The messages read the request's language from here wherever they are called, the contract's valibot messages too.
const requestLocale = new AsyncLocalStorage<Locale>()
setLocaleSource(() => requestLocale.getStore() ?? 'en')

/** Runs the rest of the request in its language; the Hindi texts are loaded with the first request that asks for them. */
export const answerInLocale: MiddlewareHandler = async (c, next) => {
  const locale = localeOf(c.req.header('Accept-Language'))
  if (locale === 'hi') await loadHindi()
  // Accept-Encoding too, which compress() would otherwise add after the answer is made, rebuilding it as a stream even
  // when it does not compress (no Accept-Encoding asked, or a small answer): the answer varies by it either way.
  c.header('Vary', 'Accept-Language, Accept-Encoding', { append: true })
  await requestLocale.run(locale, next)
}

/** Runs `work` in `locale`, as a request in it would (a job started by a request keeps the request's language). */
export async function inLocale<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  if (locale === 'hi') await loadHindi()
  return requestLocale.run(locale, work)
}
