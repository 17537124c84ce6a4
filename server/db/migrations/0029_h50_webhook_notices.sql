ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "record_id" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unfinished_idx" ON "webhook_deliveries" USING btree ("endpoint_id","record_type","record_id","seq") WHERE "webhook_deliveries"."state" in ('pending', 'retrying');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('assigned', 'mentioned', 'reply', 'job_done', 'job_failed', 'member_joined', 'webhook_failing'));