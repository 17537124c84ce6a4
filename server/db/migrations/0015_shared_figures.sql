CREATE TABLE "shared_figures" (
	"key" text PRIMARY KEY NOT NULL,
	"figures" jsonb,
	"computed_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"refreshing_until" timestamp with time zone
);
