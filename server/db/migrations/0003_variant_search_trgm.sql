CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_name_trgm_idx" ON "product_variants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_barcode_trgm_idx" ON "product_variants" USING gin ("barcode" gin_trgm_ops);