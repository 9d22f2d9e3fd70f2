DROP INDEX "opt_outs_address_uq";--> statement-breakpoint
ALTER TABLE "opt_outs" ALTER COLUMN "dealership_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD COLUMN "sender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD COLUMN "method" text DEFAULT 'keyword' NOT NULL;--> statement-breakpoint
-- Data, before the new key: the number an existing opt-out was sent to is not known, so '' ("any sender") keeps
-- it silencing every store; one row per address is kept.
UPDATE "opt_outs" SET "method" = 'carrier' WHERE "reason" LIKE '%21610%';--> statement-breakpoint
DELETE FROM "opt_outs" o USING "opt_outs" older
  WHERE o."channel" = older."channel" AND o."address" = older."address" AND older."id" < o."id";--> statement-breakpoint
CREATE UNIQUE INDEX "opt_outs_sender_address_uq" ON "opt_outs" USING btree ("channel","address","sender");--> statement-breakpoint
ALTER TABLE "dealerships" DROP COLUMN "sms_number";