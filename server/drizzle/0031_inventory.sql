CREATE TABLE "inventory_feeds" (
	"dealership_id" integer PRIMARY KEY NOT NULL,
	"url" text,
	"last_run" jsonb,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"unit_key" text NOT NULL,
	"vin" text,
	"stock_number" text,
	"condition" text,
	"year" integer,
	"make" text,
	"model" text NOT NULL,
	"trim" text,
	"exterior_color" text,
	"interior_color" text,
	"mileage" integer,
	"price" integer,
	"msrp" integer,
	"features" text,
	"url" text,
	"photo_url" text,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inventory_feeds" ADD CONSTRAINT "inventory_feeds_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_unit_idx" ON "vehicles" USING btree ("dealership_id","unit_key");--> statement-breakpoint
CREATE INDEX "vehicles_stock_model_idx" ON "vehicles" USING btree ("dealership_id","status","model");