CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"pickup_name" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"drop_name" text NOT NULL,
	"drop_lat" double precision NOT NULL,
	"drop_lng" double precision NOT NULL,
	"car_type_id" uuid NOT NULL,
	"distance_m" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"fare_paise" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"cancel_reason" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('requested', 'assigned', 'on_trip', 'completed', 'cancelled')),
	CONSTRAINT "bookings_fare" CHECK ("bookings"."fare_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "car_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" smallint NOT NULL,
	"base_fare_paise" integer NOT NULL,
	"per_km_paise" integer NOT NULL,
	"per_minute_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"tour_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_stops_status" CHECK ("tour_stops"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "tour_stops_window" CHECK ("tour_stops"."window_end" > "tour_stops"."window_start")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"tour_date" date NOT NULL,
	"driver_name" text,
	"vehicle_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_type_id_car_types_id_fk" FOREIGN KEY ("car_type_id") REFERENCES "public"."car_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_types" ADD CONSTRAINT "car_types_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_stops" ADD CONSTRAINT "tour_stops_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_org_created_idx" ON "bookings" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_org_status_scheduled_idx" ON "bookings" USING btree ("org_id","status","scheduled_at");--> statement-breakpoint
CREATE INDEX "bookings_org_scheduled_idx" ON "bookings" USING btree ("org_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "bookings_org_status_fare_idx" ON "bookings" USING btree ("org_id","status","fare_paise");--> statement-breakpoint
CREATE UNIQUE INDEX "car_types_org_name_key" ON "car_types" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "places_city_name_key" ON "places" USING btree ("city","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_stops_tour_seq_key" ON "tour_stops" USING btree ("tour_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_org_code_key" ON "tours" USING btree ("org_id","code");--> statement-breakpoint
CREATE INDEX "tours_org_date_idx" ON "tours" USING btree ("org_id","tour_date");