CREATE TABLE "ads"."history_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"idempotency_key" text,
	"changes" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "history_entries_org_seq" ON "ads"."history_entries" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "history_entries_record_idx" ON "ads"."history_entries" USING btree ("org_id","record_type","record_id","at","seq");--> statement-breakpoint
-- Hand-written: the trail is append-only (docs/history.md#append-only); an entry is never changed or deleted.
CREATE FUNCTION "ads"."history_entries_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history entries are never changed or deleted' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER "history_entries_final" BEFORE UPDATE OR DELETE ON "ads"."history_entries" FOR EACH ROW EXECUTE FUNCTION "ads"."history_entries_are_final"();
