CREATE TABLE "sms_send_slots" (
	"sender" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "sms_messages_per_second" real;