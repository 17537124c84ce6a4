CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"ticket_seq" integer NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"order_reference" text DEFAULT '' NOT NULL,
	"order_placed_at" timestamp with time zone,
	"order_amount_paise" integer,
	"product_variant_id" uuid,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"assignee_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status" CHECK ("complaints"."status" in ('open', 'in_progress', 'resolved', 'closed')),
	CONSTRAINT "complaints_priority" CHECK ("complaints"."priority" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_city" CHECK ("subscribers"."city" in ('hyd', 'delhi')),
	CONSTRAINT "subscribers_plan" CHECK ("subscribers"."plan" in ('basic', 'plus', 'premium')),
	CONSTRAINT "subscribers_status" CHECK ("subscribers"."status" in ('active', 'paused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_events_org_idx" ON "complaint_events" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_org_ticket_key" ON "complaints" USING btree ("org_id","ticket_seq");--> statement-breakpoint
CREATE INDEX "complaints_org_created_idx" ON "complaints" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_org_status_idx" ON "complaints" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_org_resolved_idx" ON "complaints" USING btree ("org_id","resolved_at");--> statement-breakpoint
CREATE INDEX "complaints_subscriber_idx" ON "complaints" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "complaints_assignee_idx" ON "complaints" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "subscribers_org_since_idx" ON "subscribers" USING btree ("org_id","since");--> statement-breakpoint
CREATE INDEX "subscribers_org_name_idx" ON "subscribers" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "subscribers_name_trgm_idx" ON "subscribers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_phone_trgm_idx" ON "subscribers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_email_trgm_idx" ON "subscribers" USING gin ("email" gin_trgm_ops);