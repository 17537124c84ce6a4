CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gateway" text NOT NULL,
	"gateway_link_id" text NOT NULL,
	"short_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_amount" CHECK ("payment_links"."amount_paise" > 0),
	CONSTRAINT "payment_links_status" CHECK ("payment_links"."status" in ('created', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_gateway_link_key" ON "payment_links" USING btree ("gateway","gateway_link_id");--> statement-breakpoint
CREATE INDEX "payment_links_org_idx" ON "payment_links" USING btree ("org_id","created_at");