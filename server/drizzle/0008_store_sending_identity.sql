ALTER TABLE "dealerships" ADD COLUMN "business_hours" jsonb;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "sms_sender" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "email_from_name" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "email_from_address" text;