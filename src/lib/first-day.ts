import * as m from '../paraglide/m/kit'
import { readStored, storageKeys, writeStored } from './storage'

/** A step of the Get started guide: the dashboard count that says it is done, its list and its add form. */
export type FirstDayStep = { count: string; title: string; text: string; list: string; to: string; search?: Record<string, string> }

/**
 * A step whose title and text are read when shown, in the language of the moment: the list kit's texts, as a list's
 * "Next step" link names the step after its own.
 */
const step = <const Where extends Omit<FirstDayStep, 'title' | 'text'>>(where: Where, title: () => string, text: () => string) => ({
  ...where,
  get title() {
    return title()
  },
  get text() {
    return text()
  },
})

// In the order a new organisation needs them: each needs the one before (a template belongs to a brand, and so on);
// money last, for the first booking.
export const firstDaySteps = [
  step({ count: 'brands', list: '/brands-list', to: '/brands-list/add' }, m.stepBrandTitle, m.stepBrandText),
  step({ count: 'product_templates', list: '/products/templates', to: '/products/templates/add' }, m.stepProductTitle, m.stepProductText),
  step({ count: 'product_variants', list: '/products/variants', to: '/products/variants/add' }, m.stepVariantsTitle, m.stepVariantsText),
  step({ count: 'active_promo_codes', list: '/promo-codes', to: '/promo-codes/add' }, m.stepPromoTitle, m.stepPromoText),
  // Before the first booking: rides are paid from the organisation wallet, which starts empty (issue 31, item 1).
  step(
    { count: 'wallet_balance', list: '/financials/wallet-transactions', to: '/financials/wallet-transactions', search: { add: 'money' } },
    m.stepMoneyTitle,
    m.stepMoneyText,
  ),
] as const satisfies readonly FirstDayStep[]

/** The steps done while the guide is open (a list with rows marks its step at once); null once it is closed. */
export function readFirstDay(): string[] | null {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKeys.firstDay) ?? 'null')
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null
  } catch {
    return null
  }
}

export const writeFirstDay = (done: string[] | null) => writeStored(storageKeys.firstDay, done && JSON.stringify(done))

const stepOfList = (path: string) => firstDaySteps.find((step) => step.list === path)

/** On a Get started step's list that has rows, while the guide is open: the step to take next (none once all are done). */
export function stepAfterList(path: string): FirstDayStep | null {
  const done = readFirstDay()
  const step = stepOfList(path)
  if (!done || !step) return null
  return firstDaySteps.find((other) => other !== step && !done.includes(other.count)) ?? null
}

/** The step of a list that has rows is done, whatever the dashboard's counts said when last read. */
export function markListDone(path: string): void {
  const done = readFirstDay()
  const step = stepOfList(path)
  if (done && step && !done.includes(step.count)) writeFirstDay([...done, step.count])
}
