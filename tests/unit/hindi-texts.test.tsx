// The texts that were still English in a Hindi app (issue 22): Cr/Dr, the palette's result types, the search's answers,
// the first-day steps, the importers' nouns and the bulk actions' progress, each read when shown, in either language.
import { render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getLocale, setLocaleSource, type Locale } from '../../src/contract/i18n/locale'
import { loadHindi } from '../../src/contract/i18n/load'
import { employeeImport, variantImport } from '../../src/contract/import'
import { searchMessages, searchTypeLabels } from '../../src/contract/search'
import { firstDaySteps } from '../../src/lib/first-day'
import { textOf } from '../../src/lib/text'
import { onOffActions } from '../../src/ui/list/define-list'
import { Amount, Balance } from '../../src/ui/money'

const device = getLocale()
const speak = (locale: Locale) => setLocaleSource(() => locale)
beforeAll(() => loadHindi(['kit', 'palette', 'catalogue', 'employees']))
afterEach(() => speak(device))

describe('credit and debit', () => {
  it('read Cr and Dr in English, जमा and नामे in Hindi, the whole word in the title', () => {
    speak('en')
    const { unmount } = render(
      <>
        <Amount paise={12_500} side="credit" />
        <Balance paise={-500} />
      </>,
    )
    expect(screen.getByTitle('Credit').textContent).toBe('Cr')
    expect(screen.getByTitle('Credit balance').textContent).toBe('Cr')
    unmount()
    speak('hi')
    render(
      <>
        <Amount paise={12_500} side="debit" />
        <Balance paise={500} />
      </>,
    )
    expect(screen.getByTitle('डेबिट').textContent).toBe('नामे')
    expect(screen.getByTitle('नामे शेष').textContent).toBe('नामे')
  })
})

describe('texts declared when a module loads', () => {
  it('follow the language of the moment', () => {
    speak('en')
    expect(searchTypeLabels.promo_code).toBe('Promo code')
    expect(searchMessages.tooShort).toBe('Please type at least 2 characters')
    expect(firstDaySteps[0].title).toBe('Add your first brand')
    expect(variantImport.noun).toEqual(['product variant', 'product variants'])
    expect(onOffActions('brands').actions.map((action) => textOf(action.doing))).toEqual(['Activating', 'Deactivating'])
    speak('hi')
    expect(searchTypeLabels.promo_code).toBe('प्रोमो कोड')
    expect(searchTypeLabels.complaint).toBe('शिकायत')
    expect(searchMessages.tooShort).toBe('कृपया कम से कम 2 अक्षर लिखें')
    expect(firstDaySteps[0].title).toBe('अपना पहला ब्रांड जोड़ें')
    expect(employeeImport.noun).toEqual(['कर्मचारी', 'कर्मचारी'])
    expect(onOffActions('brands').actions.map((action) => textOf(action.doing))).toEqual(['चालू कर रहे हैं', 'बंद कर रहे हैं'])
  })
})
