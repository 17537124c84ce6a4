-- Regions become each organisation's own, their boundary a GeoJSON Polygon (closed ring). The shared regions are copied to
-- every organisation, each employee's regions move to their organisation's copies, and the shared rows go.
ALTER TABLE "city_regions" ADD COLUMN "org_id" uuid;--> statement-breakpoint
DROP INDEX "city_regions_city_name_key";--> statement-breakpoint
UPDATE "city_regions" SET "boundary" = jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array("boundary" || jsonb_build_array("boundary"->0))) WHERE jsonb_typeof("boundary") = 'array';--> statement-breakpoint
INSERT INTO "city_regions" ("id", "org_id", "city", "name", "pincodes", "boundary") SELECT gen_random_uuid(), o."id", r."city", r."name", r."pincodes", r."boundary" FROM "city_regions" r CROSS JOIN "organisations" o WHERE r."org_id" IS NULL;--> statement-breakpoint
UPDATE "survey_employee_regions" er SET "region_id" = c."id" FROM "city_regions" r, "city_regions" c, "survey_employees" e WHERE er."region_id" = r."id" AND r."org_id" IS NULL AND e."id" = er."employee_id" AND c."org_id" = e."org_id" AND c."city" = r."city" AND c."name" = r."name";--> statement-breakpoint
DELETE FROM "city_regions" WHERE "org_id" IS NULL;--> statement-breakpoint
ALTER TABLE "city_regions" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "city_regions" ADD CONSTRAINT "city_regions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_regions_org_city_name_key" ON "city_regions" USING btree ("org_id","city","name");
