// What Paraglide JS's compiled messages call for a plural (`local n = count: plural` in a catalogue), as its registry does.
import { intlLocale, type Locale } from './locale'

export const plural = (locale: Locale, input: unknown, options?: Intl.PluralRulesOptions) =>
  new Intl.PluralRules(intlLocale[locale], options).select(Number(input))
