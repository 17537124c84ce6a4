import * as m from '../contract/i18n/m/kit'
import { readStored, storageKeys, writeStored } from './storage'

/** A step of the Get started guide: the dashboard count that says it is done, its list and its add form. */
export type FirstDayStep = { count: string; title: string; text: string; list: string; to: string }

// In the order a new organisation needs them: each needs the one before (a template belongs to a brand, and so on).
// Titles and texts are read when shown (getters), in the language of the moment; they are the list kit's texts, as a
// list's "Next step" link names the step after its own.
export const firstDaySteps = [
  {
    count: 'brands',
    get title() {
      return m.stepBrandTitle()
    },
    get text() {
      return m.stepBrandText()
    },
    list: '/brands-list',
    to: '/brands-list/add',
  },
  {
    count: 'product_templates',
    get title() {
      return m.stepProductTitle()
    },
    get text() {
      return m.stepProductText()
    },
    list: '/products/templates',
    to: '/products/templates/add',
  },
  {
    count: 'product_variants',
    get title() {
      return m.stepVariantsTitle()
    },
    get text() {
      return m.stepVariantsText()
    },
    list: '/products/variants',
    to: '/products/variants/add',
  },
  {
    count: 'active_promo_codes',
    get title() {
      return m.stepPromoTitle()
    },
    get text() {
      return m.stepPromoText()
    },
    list: '/promo-codes',
    to: '/promo-codes/add',
  },
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
