import { describe, expect, it } from 'vitest'
import { promoCodeCreateBody } from '../../src/contract/promo-codes'
import { promoCode } from './catalogue-fixtures'
import { newPromoCode, promoCodeFields, type PromoCodeFormValues } from '../../src/features/promo-codes/form-values'
import { validateWith } from '../../src/ui/form/codecs'

const emptyPromoCode = promoCodeFields.empty()
const promoCodeInput = promoCodeFields.write
const promoCodeValuesOf = promoCodeFields.read
const validatePromoCode = validateWith(promoCodeCreateBody, promoCodeFields.write)

const brand = '6b0f3c1e-9a57-4f5e-8a7b-2d4c1e0a5001'
const filled: PromoCodeFormValues = {
  ...emptyPromoCode,
  code: 'diwali25',
  discount_type: 'percent',
  discount_value: '25',
  max_discount_paise: '500',
  min_order_paise: '999.50',
  usage_limit: '1000',
  per_user_limit: '2',
  starts_at: '2026-11-01T10:00',
  ends_at: '2026-11-30T23:59',
  brand_id: brand,
}

const errorsOf = (values: PromoCodeFormValues) => validatePromoCode(values) ?? {}

describe('promo-code form values', () => {
  it('sends amounts in paise and times as ISO instants', () => {
    const body = promoCodeInput(filled)
    expect(body).toMatchObject({
      code: 'diwali25',
      discount_value: 25,
      max_discount_paise: 50_000,
      min_order_paise: 99_950,
      usage_limit: 1000,
      per_user_limit: 2,
      product_template_id: null,
    })
    expect(body.starts_at).toBe(new Date('2026-11-01T10:00').toISOString())
  })

  it('sends a flat discount in paise and drops the cap', () => {
    expect(promoCodeInput({ ...filled, discount_type: 'flat', discount_value: '200' })).toMatchObject({ discount_value: 20_000, max_discount_paise: null })
  })

  it('accepts a valid form', () => {
    expect(errorsOf(filled)).toEqual({})
  })

  it('puts the contract messages on the inputs the user typed in', () => {
    const errors = errorsOf({ ...emptyPromoCode, starts_at: '', ends_at: '' })
    expect(errors).toMatchObject({
      code: 'Please enter a code',
      discount_value: 'Please enter the discount',
      starts_at: 'Please choose a start date',
      ends_at: 'Please choose an end date',
      brand_id: 'Please choose a brand',
    })
  })

  it('checks the rules across fields', () => {
    expect(errorsOf({ ...filled, discount_value: '120' }).discount_value).toBe('A percent discount must be between 1 and 100')
    expect(errorsOf({ ...filled, ends_at: '2026-10-01T10:00' }).ends_at).toBe('End date must be after the start date')
    expect(errorsOf({ ...filled, per_user_limit: '5000' }).per_user_limit).toBe('Per-customer limit cannot be more than the usage limit')
  })

  it('reads a saved code back into the inputs', () => {
    const saved = promoCode({
      promo_code_id: 'p1',
      code: 'FLAT200',
      discount_type: 'flat',
      discount_value: 20_000,
      max_discount_paise: null,
      per_user_limit: 1,
    })
    const values = promoCodeValuesOf(saved)
    expect(values).toMatchObject({ discount_value: '200', min_order_paise: '', usage_limit: '', per_user_limit: '1' })
    expect(promoCodeInput(values).starts_at).toBe(saved.starts_at)
  })

  it('opens a new code for 30 days from the next full hour', () => {
    const values = newPromoCode(new Date('2026-11-23T10:20:00'))
    expect(values.starts_at).toBe('2026-11-23T11:00')
    expect(values.ends_at).toBe('2026-12-23T11:00')
  })
})
