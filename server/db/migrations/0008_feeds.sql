CREATE TABLE "feed_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"media_id" uuid,
	"media_type" text,
	"media_size" integer,
	"media_data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_posts_type" CHECK ("feed_posts"."type" in ('post', 'offer', 'announcement', 'event')),
	CONSTRAINT "feed_posts_status" CHECK ("feed_posts"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_posts_org_publish_idx" ON "feed_posts" USING btree ("org_id","publish_at");--> statement-breakpoint
CREATE INDEX "feed_posts_org_created_idx" ON "feed_posts" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_posts_media_key" ON "feed_posts" USING btree ("media_id");