import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId, users } from '../../auth/schema'
import { gstRates } from '../../../src/contract/catalogue'
import { cities } from '../../../src/contract/booking/list'
import { productStatuses } from '../../../src/contract/catalogue/list'
import { locationKinds, movementReasons } from '../../../src/contract/catalogue/stock-list'
import { bytea, createdAt, oneOf, statusCheck, updatedAt } from '../../kit/columns'

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    logo_url: text('logo_url'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('brands_org_name_key').on(t.org_id, sql`lower(${t.name})`), index('brands_org_created_idx').on(t.org_id, t.created_at)],
)

/** A brand's uploaded logo, served by GET /api/media/{id} like template photos; a new upload gets a new id. */
export const brandLogos = pgTable('brand_logos', {
  id: uuid('id').primaryKey().defaultRandom(),
  org_id: orgId(),
  brand_id: uuid('brand_id')
    .notNull()
    .unique()
    .references(() => brands.id, { onDelete: 'cascade' }),
  content_type: text('content_type').notNull(),
  size_bytes: integer('size_bytes').notNull(),
  data: bytea('data').notNull(),
  created_at: createdAt(),
})

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => categories.id),
    created_at: createdAt(),
  },
  (t) => [index('categories_org_name_idx').on(t.org_id, t.name)],
)

export const productTemplates = pgTable(
  'product_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    category_id: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hsn_code: text('hsn_code').notNull(),
    gst_rate: integer('gst_rate').notNull(),
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('product_templates_org_created_idx').on(t.org_id, t.created_at),
    index('product_templates_org_updated_idx').on(t.org_id, t.updated_at),
    index('product_templates_org_name_idx').on(t.org_id, t.name),
    index('product_templates_org_status_idx').on(t.org_id, t.status),
    index('product_templates_brand_idx').on(t.brand_id),
    index('product_templates_category_idx').on(t.category_id),
    statusCheck('product_templates_status', t.status),
    oneOf('product_templates_gst_rate', t.gst_rate, gstRates),
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
    org_id: orgId(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => productTemplates.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('template_images_template_idx').on(t.template_id, t.position)],
)

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    template_id: uuid('template_id')
      .notNull()
      .references(() => productTemplates.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    size: text('size'),
    colour: text('colour'),
    mrp_paise: integer('mrp_paise').notNull(),
    price_paise: integer('price_paise').notNull(),
    barcode: text('barcode'),
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_org_sku_key').on(t.org_id, t.sku),
    index('product_variants_org_created_idx').on(t.org_id, t.created_at),
    index('product_variants_org_name_idx').on(t.org_id, t.name),
    index('product_variants_org_price_idx').on(t.org_id, t.price_paise),
    index('product_variants_org_status_idx').on(t.org_id, t.status),
    index('product_variants_template_idx').on(t.template_id),
    // The list's search is ILIKE '%term%' over SKU, name and barcode: trigram indexes (pg_trgm, migration 0002)
    // find the candidate rows, so the count no longer tests every variant of the organisation.
    index('product_variants_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('product_variants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('product_variants_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
    statusCheck('product_variants_status', t.status),
    check('product_variants_price_within_mrp', sql`${t.price_paise} > 0 and ${t.price_paise} <= ${t.mrp_paise}`),
  ],
)

/** The organisation's own places that hold stock: warehouses, stores and vans (docs/areas/catalogue.md#locations). */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: locationKinds }).notNull().default('warehouse'),
    city: text('city', { enum: cities }).notNull(),
    address: text('address').notNull().default(''),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_locations_org_name_key').on(t.org_id, sql`lower(${t.name})`),
    index('stock_locations_org_created_idx').on(t.org_id, t.created_at),
    oneOf('stock_locations_kind', t.kind, locationKinds),
    oneOf('stock_locations_city', t.city, cities),
  ],
)

/**
 * Stock per variant and location: `on_hand` is the sum of the row's movements, kept by the movement writer in the
 * movement's own transaction (server/areas/catalogue/stock-writes.ts); `location` repeats the location's city for
 * the city filters.
 */
export const inventory = pgTable(
  'inventory',
  {
    org_id: orgId(),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    location_id: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    location: text('location', { enum: cities }).notNull(),
    on_hand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    reorder_level: integer('reorder_level').notNull().default(10),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'inventory_variant_location_pk', columns: [t.variant_id, t.location_id] }),
    index('inventory_org_location_idx').on(t.org_id, t.location),
    index('inventory_location_idx').on(t.location_id),
    // Low-stock filters and the dashboard tile read this expression.
    index('inventory_org_low_stock_idx')
      .on(t.org_id)
      .where(sql`${t.on_hand} - ${t.reserved} <= ${t.reorder_level}`),
    oneOf('inventory_location', t.location, cities),
    check('inventory_quantities', sql`${t.on_hand} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.on_hand}`),
  ],
)

/**
 * Every change of stock, append-only like the ledger: a wrong movement is answered by its reversal (`reverses_id`,
 * at most one each), never edited. A transfer's two sides share `transfer_id`.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    location_id: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: movementReasons }).notNull(),
    note: text('note').notNull().default(''),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    transfer_id: uuid('transfer_id'),
    reverses_id: uuid('reverses_id')
      .unique('stock_movements_reverses_key')
      .references((): AnyPgColumn => stockMovements.id),
    created_at: createdAt(),
  },
  (t) => [
    index('stock_movements_org_created_idx').on(t.org_id, t.created_at),
    index('stock_movements_variant_location_idx').on(t.variant_id, t.location_id, t.created_at),
    index('stock_movements_transfer_idx').on(t.transfer_id),
    oneOf('stock_movements_reason', t.reason, movementReasons),
    check('stock_movements_quantity', sql`${t.quantity} <> 0`),
  ],
)
