import { beforeEach, describe, expect, it } from 'vitest'
import { markListDone, readFirstDay, stepAfterList, writeFirstDay } from '../../src/lib/first-day'

// Issue 18, item 8: a step's list offers the next step while the Get started guide is open, and marks its own done.
describe('the Get started guide between the dashboard and the lists', () => {
  beforeEach(() => localStorage.clear())

  it('offers nothing while the guide is closed, on any list', () => {
    expect(stepAfterList('/brands-list')).toBeNull()
    markListDone('/brands-list')
    expect(readFirstDay()).toBeNull()
  })

  it('offers the first step not yet done after the list of a step, and marks that step done', () => {
    writeFirstDay([])
    expect(stepAfterList('/brands-list')?.title).toBe('Add a product')
    markListDone('/brands-list')
    markListDone('/products/templates')
    expect(readFirstDay()).toEqual(['brands', 'product_templates'])
    expect(stepAfterList('/products/templates')?.title).toBe('Add its sizes and colours')
    expect(stepAfterList('/feeds')).toBeNull()
  })

  it('offers nothing after the last step once the others are done', () => {
    writeFirstDay(['brands', 'product_templates', 'product_variants'])
    // The wallet before the first booking: the last step after the promo code.
    expect(stepAfterList('/promo-codes')?.title).toBe('Add money to the wallet')
    writeFirstDay(['brands', 'product_templates', 'product_variants', 'wallet_balance'])
    expect(stepAfterList('/promo-codes')).toBeNull()
    writeFirstDay(null)
    expect(readFirstDay()).toBeNull()
  })
})
