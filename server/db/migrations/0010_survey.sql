CREATE TABLE "city_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"pincodes" text[] NOT NULL,
	"boundary" jsonb NOT NULL,
	CONSTRAINT "city_regions_city" CHECK ("city_regions"."city" in ('hyd', 'delhi'))
);
--> statement-breakpoint
CREATE TABLE "survey_employee_regions" (
	"employee_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "survey_employee_regions_employee_id_region_id_pk" PRIMARY KEY("employee_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "survey_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_employees_city" CHECK ("survey_employees"."city" in ('hyd', 'delhi'))
);
--> statement-breakpoint
ALTER TABLE "survey_employee_regions" ADD CONSTRAINT "survey_employee_regions_employee_id_survey_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."survey_employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_employee_regions" ADD CONSTRAINT "survey_employee_regions_region_id_city_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."city_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_employees" ADD CONSTRAINT "survey_employees_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_regions_city_name_key" ON "city_regions" USING btree ("city","name");--> statement-breakpoint
CREATE INDEX "survey_employee_regions_region_idx" ON "survey_employee_regions" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_employees_org_phone_key" ON "survey_employees" USING btree ("org_id","phone");--> statement-breakpoint
CREATE INDEX "survey_employees_org_created_idx" ON "survey_employees" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_employees_org_city_idx" ON "survey_employees" USING btree ("org_id","city");