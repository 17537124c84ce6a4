import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { brands, productTemplates, productVariants } from '../catalogue'
import { discountTypes } from '../../../src/contract/promo-codes'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discount_type: text('discount_type', { enum: discountTypes }).notNull(),
    discount_value: integer('discount_value').notNull(),
    max_discount_paise: integer('max_discount_paise'),
    min_order_paise: integer('min_order_paise').notNull().default(0),
    usage_limit: integer('usage_limit'),
    per_user_limit: integer('per_user_limit'),
    used_count: integer('used_count').notNull().default(0),
    starts_at: at('starts_at').notNull(),
    ends_at: at('ends_at').notNull(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    product_template_id: uuid('product_template_id').references(() => productTemplates.id),
    product_variant_id: uuid('product_variant_id').references(() => productVariants.id),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_org_code_key').on(t.org_id, t.code),
    index('promo_codes_org_created_idx').on(t.org_id, t.created_at),
    index('promo_codes_org_active_idx').on(t.org_id, t.is_active),
    index('promo_codes_org_window_idx').on(t.org_id, t.starts_at, t.ends_at),
    index('promo_codes_brand_idx').on(t.brand_id),
    oneOf('promo_codes_discount_type', t.discount_type, discountTypes),
    check('promo_codes_window', sql`${t.ends_at} > ${t.starts_at}`),
  ],
)
