-- The dashboard counts conversations awaiting a reply and upcoming appointments on every change; at a million leads
-- each read the table's rows. These indexes hold everything those counts need (index-only scans).
DROP INDEX IF EXISTS "conversations_awaiting_reply_idx";--> statement-breakpoint
CREATE INDEX "conversations_awaiting_reply_idx" ON "conversations" USING btree ("dealership_id","lead_id") WHERE "conversations"."is_active" AND "conversations"."last_sender" = 'customer';--> statement-breakpoint
CREATE INDEX "appointments_open_time_idx" ON "appointments" USING btree ("scheduled_at","dealership_id") WHERE "appointments"."status" IN ('scheduled', 'confirmed');
