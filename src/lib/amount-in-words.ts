import * as m from '../paraglide/m/money'
import { getLocale, type Locale } from '../contract/i18n/locale'

/**
 * The words of 0 to 99 in the language of the moment, from the catalogue's table (one text of 100 words: Hindi's are
 * irregular, so each has its own word, "इक्यावन", "निन्यानबे"), read once per language.
 */
const tables: Partial<Record<Locale, readonly string[]>> = {}
const belowHundred = (value: number): string => (tables[getLocale()] ??= m.numberWords().split(' '))[value] ?? ''

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100)
  const rest = value % 100
  return [hundreds ? m.amountHundred({ words: belowHundred(hundreds) }) : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/**
 * A whole number in words the Indian way (crore, lakh, thousand): 12,34,567 is "twelve lakh thirty-four thousand five
 * hundred sixty-seven", "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ".
 */
function wholeInWords(value: number): string {
  if (value === 0) return belowHundred(0)
  const crore = Math.floor(value / 10_000_000)
  const lakh = Math.floor((value % 10_000_000) / 100_000)
  const thousand = Math.floor((value % 100_000) / 1000)
  const rest = value % 1000
  return [
    crore ? m.amountCrore({ words: wholeInWords(crore) }) : '',
    lakh ? m.amountLakh({ words: belowHundred(lakh) }) : '',
    thousand ? m.amountThousand({ words: belowHundred(thousand) }) : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Integer paise as a cheque writes them: 12345678 is "Rupees one lakh twenty-three thousand four hundred fifty-six and
 * seventy-eight paise only" ("एक लाख तेईस हज़ार चार सौ छप्पन रुपये अठहत्तर पैसे" in Hindi). A negative amount starts
 * with "Minus".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) return ''
  const absolute = Math.abs(paise)
  const rupees = Math.floor(absolute / 100)
  const cents = absolute % 100
  const rupeePart = rupees || !cents ? m.wordsRupees({ words: wholeInWords(rupees), count: rupees }) : ''
  const paisePart = cents ? m.amountPaise({ words: belowHundred(cents), count: cents }) : ''
  const amount = rupeePart && paisePart ? m.amountAnd({ rupees: rupeePart, paise: paisePart }) : rupeePart || paisePart
  return capitalised(m.amountOnly({ amount: paise < 0 ? m.amountMinus({ amount }) : amount }))
}
