CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"org_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"location" text NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"reorder_level" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_variant_id_location_pk" PRIMARY KEY("variant_id","location"),
	CONSTRAINT "inventory_location" CHECK ("inventory"."location" in ('hyd', 'delhi')),
	CONSTRAINT "inventory_quantities" CHECK ("inventory"."on_hand" >= 0 and "inventory"."reserved" >= 0 and "inventory"."reserved" <= "inventory"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "product_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_templates_status" CHECK ("product_templates"."status" in ('active', 'inactive')),
	CONSTRAINT "product_templates_gst_rate" CHECK ("product_templates"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"size" text,
	"colour" text,
	"mrp_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"barcode" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_status" CHECK ("product_variants"."status" in ('active', 'inactive')),
	CONSTRAINT "product_variants_price_within_mrp" CHECK ("product_variants"."price_paise" > 0 and "product_variants"."price_paise" <= "product_variants"."mrp_paise")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"per_user_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"brand_id" uuid NOT NULL,
	"product_template_id" uuid,
	"product_variant_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_type" CHECK ("promo_codes"."discount_type" in ('percent', 'flat')),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "template_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_template_id_product_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."product_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_product_template_id_product_templates_id_fk" FOREIGN KEY ("product_template_id") REFERENCES "public"."product_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_images" ADD CONSTRAINT "template_images_template_id_product_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."product_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_org_name_key" ON "brands" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE INDEX "brands_org_created_idx" ON "brands" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "categories_org_name_idx" ON "categories" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "inventory_org_location_idx" ON "inventory" USING btree ("org_id","location");--> statement-breakpoint
CREATE INDEX "inventory_org_low_stock_idx" ON "inventory" USING btree ("org_id") WHERE "inventory"."on_hand" - "inventory"."reserved" <= "inventory"."reorder_level";--> statement-breakpoint
CREATE INDEX "product_templates_org_created_idx" ON "product_templates" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "product_templates_org_updated_idx" ON "product_templates" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "product_templates_org_name_idx" ON "product_templates" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "product_templates_org_status_idx" ON "product_templates" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "product_templates_brand_idx" ON "product_templates" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_templates_category_idx" ON "product_templates" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_org_sku_key" ON "product_variants" USING btree ("org_id","sku");--> statement-breakpoint
CREATE INDEX "product_variants_org_created_idx" ON "product_variants" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "product_variants_org_name_idx" ON "product_variants" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "product_variants_org_price_idx" ON "product_variants" USING btree ("org_id","price_paise");--> statement-breakpoint
CREATE INDEX "product_variants_org_status_idx" ON "product_variants" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "product_variants_template_idx" ON "product_variants" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_org_code_key" ON "promo_codes" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_org_created_idx" ON "promo_codes" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_codes_org_active_idx" ON "promo_codes" USING btree ("org_id","is_active");--> statement-breakpoint
CREATE INDEX "promo_codes_org_window_idx" ON "promo_codes" USING btree ("org_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "promo_codes_brand_idx" ON "promo_codes" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "template_images_template_idx" ON "template_images" USING btree ("template_id","position");