DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_dealership_created_idx";--> statement-breakpoint
DROP INDEX "leads_created_idx";--> statement-breakpoint
CREATE INDEX "leads_dealership_status_created_idx" ON "leads" USING btree ("dealership_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_dealership_created_idx" ON "leads" USING btree ("dealership_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);