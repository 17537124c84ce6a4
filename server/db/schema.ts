import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const at = (name: string) => timestamp(name, { withTimezone: true })

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  image: text('image'),
  city: text('city').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique('users_email_key'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    city: text('city').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('users_org_id_idx').on(t.orgId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_org_created_idx').on(t.orgId, t.createdAt)],
)

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['login', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live code per email and purpose: a new one replaces the old in place.
    uniqueIndex('one_time_codes_live_key').on(t.email, t.purpose).where(sql`${t.consumedAt} is null`),
    check('one_time_codes_purpose', sql`${t.purpose} in ('login', 'reset')`),
  ],
)

export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_user_id_idx').on(t.userId)],
)

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_start_idx').on(t.windowStart)],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
)

const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' })
const updatedAt = () => at('updated_at').notNull().defaultNow()
const statusCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('active', 'inactive')`)

// node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_org_name_key').on(t.orgId, sql`lower(${t.name})`), index('brands_org_created_idx').on(t.orgId, t.createdAt)],
)

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    createdAt: createdAt(),
  },
  (t) => [index('categories_org_name_idx').on(t.orgId, t.name)],
)

export const productTemplates = pgTable(
  'product_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_templates_org_created_idx').on(t.orgId, t.createdAt),
    index('product_templates_org_updated_idx').on(t.orgId, t.updatedAt),
    index('product_templates_org_name_idx').on(t.orgId, t.name),
    index('product_templates_org_status_idx').on(t.orgId, t.status),
    index('product_templates_brand_idx').on(t.brandId),
    index('product_templates_category_idx').on(t.categoryId),
    statusCheck('product_templates_status', t.status),
    check('product_templates_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
)

/**
 * Template images live in the database so every API copy can serve them (no shared disk).
 * They are served by GET /api/media/{id} without a token, because <img> tags cannot send one:
 * the random uuid is the capability, as with a CDN URL.
 */
export const templateImages = pgTable(
  'template_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => productTemplates.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('template_images_template_idx').on(t.templateId, t.position)],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => productTemplates.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    size: text('size'),
    colour: text('colour'),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    barcode: text('barcode'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_org_sku_key').on(t.orgId, t.sku),
    index('product_variants_org_created_idx').on(t.orgId, t.createdAt),
    index('product_variants_org_name_idx').on(t.orgId, t.name),
    index('product_variants_org_price_idx').on(t.orgId, t.pricePaise),
    index('product_variants_org_status_idx').on(t.orgId, t.status),
    index('product_variants_template_idx').on(t.templateId),
    // The list's search is ILIKE '%term%' over SKU, name and barcode: trigram indexes (pg_trgm, migration 0002)
    // find the candidate rows, so the count no longer tests every variant of the organisation.
    index('product_variants_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('product_variants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_variants_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
    statusCheck('product_variants_status', t.status),
    check('product_variants_price_within_mrp', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
)

export const inventory = pgTable(
  'inventory',
  {
    orgId: orgId(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    location: text('location', { enum: ['hyd', 'delhi'] }).notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    reorderLevel: integer('reorder_level').notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.location] }),
    index('inventory_org_location_idx').on(t.orgId, t.location),
    // Low-stock filters and the dashboard tile read this expression.
    index('inventory_org_low_stock_idx').on(t.orgId).where(sql`${t.onHand} - ${t.reserved} <= ${t.reorderLevel}`),
    check('inventory_location', sql`${t.location} in ('hyd', 'delhi')`),
    check('inventory_quantities', sql`${t.onHand} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
)

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percent', 'flat'] }).notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    productTemplateId: uuid('product_template_id').references(() => productTemplates.id),
    productVariantId: uuid('product_variant_id').references(() => productVariants.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_org_code_key').on(t.orgId, t.code),
    index('promo_codes_org_created_idx').on(t.orgId, t.createdAt),
    index('promo_codes_org_active_idx').on(t.orgId, t.isActive),
    index('promo_codes_org_window_idx').on(t.orgId, t.startsAt, t.endsAt),
    index('promo_codes_brand_idx').on(t.brandId),
    check('promo_codes_discount_type', sql`${t.discountType} in ('percent', 'flat')`),
    check('promo_codes_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)
