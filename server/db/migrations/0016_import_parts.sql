CREATE TABLE "import_parts" (
	"org_id" uuid NOT NULL,
	"importer" text NOT NULL,
	"file" text NOT NULL,
	"part" integer NOT NULL,
	"rows" integer NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_parts_org_id_importer_file_part_pk" PRIMARY KEY("org_id","importer","file","part")
);
--> statement-breakpoint
ALTER TABLE "import_parts" ADD CONSTRAINT "import_parts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_parts_created_at_idx" ON "import_parts" USING btree ("created_at");