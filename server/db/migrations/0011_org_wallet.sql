ALTER TABLE "wallets" ADD COLUMN "kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_one_organisation_wallet" ON "wallets" USING btree ("org_id") WHERE "wallets"."kind" = 'organisation';--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_kind" CHECK ("wallets"."kind" in ('customer', 'organisation'));