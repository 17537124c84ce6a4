CREATE SCHEMA "ads";
--> statement-breakpoint
CREATE TABLE "ads"."ad_daily_metrics" (
	"org_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"spend_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads"."ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"status" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend_paise" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads"."campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"budget_paise" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text NOT NULL,
	"spent_paise" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates" CHECK ("ads"."campaigns"."ends_on" >= "ads"."campaigns"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "ads"."ad_daily_metrics" ADD CONSTRAINT "ad_daily_metrics_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"."ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads"."ad_daily_metrics" ADD CONSTRAINT "ad_daily_metrics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads"."ads" ADD CONSTRAINT "ads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ads"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_daily_metrics_ad_day" ON "ads"."ad_daily_metrics" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "ad_daily_metrics_campaign_day" ON "ads"."ad_daily_metrics" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ads_org_created_idx" ON "ads"."ads" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_campaign_idx" ON "ads"."ads" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ads_org_key" ON "ads"."ads" USING btree ("org_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "campaigns_org_created_idx" ON "ads"."campaigns" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_org_key" ON "ads"."campaigns" USING btree ("org_id","idempotency_key");