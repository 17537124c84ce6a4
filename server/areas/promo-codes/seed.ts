import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { promoBlurbs, promoWords } from '../catalogue'
import type { promoCodes } from './schema'
import { daysBefore } from '../../db/seed-random'
import type { Random } from '../../db/seed-random'

export type SeededTemplate = { id: string; brandId: string; name: string }
export type SeededVariant = { id: string; templateId: string }
type PromoSeed = {
  orgId: string
  count: number
  brands: { id: string; is_active: boolean }[]
  templates: SeededTemplate[]
  variants: SeededVariant[]
}

function uniqueCode(random: Random, taken: Set<string>): string {
  for (;;) {
    const code = `${random.pick(promoWords)}${random.int(5, 999)}`
    if (!taken.has(code)) {
      taken.add(code)
      return code
    }
  }
}

function discountOf(random: Random) {
  if (random.chance(0.6)) {
    return {
      discount_type: 'percent' as const,
      discount_value: random.int(1, 10) * 5,
      max_discount_paise: random.chance(0.7) ? random.int(1, 20) * 5000 : null,
    }
  }
  return { discount_type: 'flat' as const, discount_value: random.int(1, 20) * 5000, max_discount_paise: null }
}

/** Windows from four months back to a month ahead: some expired, most live, some upcoming. */
function windowOf(random: Random, now: number) {
  const startsAt = daysBefore(now, random.int(-30, 120))
  const endsAt = new Date(startsAt.getTime() + random.int(7, 90) * 86_400_000)
  // Made one to ten days before it starts, and never later than a few hours ago.
  const createdAt = new Date(Math.min(daysBefore(startsAt.getTime(), random.int(1, 10)).getTime(), daysBefore(now, random.int(2, 72) / 24).getTime()))
  return { starts_at: startsAt, ends_at: endsAt, created_at: createdAt, updated_at: createdAt }
}

function limitsOf(random: Random, started: boolean) {
  const usageLimit = random.chance(0.6) ? random.int(1, 50) * 100 : null
  const perUserLimit = random.chance(0.5) ? random.int(1, Math.min(5, usageLimit ?? 5)) : null
  const usedCount = started ? random.int(0, usageLimit ?? 500) : 0
  return {
    usage_limit: usageLimit,
    per_user_limit: perUserLimit,
    used_count: usedCount,
    min_order_paise: random.chance(0.4) ? 0 : random.int(1, 10) * 50_000 - 100,
  }
}

/** Promo codes over the seeded brands; about a third narrow to a template and half of those to one variant. */
export function makePromoCodes(seed: PromoSeed, random: Random, now: number): PgInsertValue<typeof promoCodes>[] {
  const taken = new Set<string>()
  const activeBrands = seed.brands.filter((brand) => brand.is_active)
  return Array.from({ length: seed.count }, () => {
    const brandId = random.pick(activeBrands.length ? activeBrands : seed.brands).id
    const ofBrand = seed.templates.filter((template) => template.brandId === brandId)
    const template = ofBrand.length && random.chance(0.3) ? random.pick(ofBrand) : null
    const ofTemplate = template ? seed.variants.filter((variant) => variant.templateId === template.id) : []
    const variant = ofTemplate.length && random.chance(0.5) ? random.pick(ofTemplate) : null
    const window = windowOf(random, now)
    return {
      org_id: seed.orgId,
      code: uniqueCode(random, taken),
      description: template ? `${random.pick(promoBlurbs)}: ${template.name}` : random.pick(promoBlurbs),
      ...discountOf(random),
      ...limitsOf(random, window.starts_at.getTime() < now),
      ...window,
      brand_id: brandId,
      product_template_id: template?.id ?? null,
      product_variant_id: variant?.id ?? null,
      is_active: random.chance(0.85),
    }
  })
}
