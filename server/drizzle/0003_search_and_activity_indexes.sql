-- Trigram indexes for substring search; pg_trgm ships with PostgreSQL (trusted since 13) and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "conversations_dealership_activity_idx";--> statement-breakpoint
DROP INDEX "conversations_activity_idx";--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_vehicle_interest_trgm_idx" ON "leads" USING gin (lower("vehicle_interest") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_trgm_idx" ON "leads" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_dealership_activity_idx" ON "conversations" USING btree ("dealership_id","last_activity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_activity_idx" ON "conversations" USING btree ("last_activity" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A GIN index buffers new entries in an unsorted pending list that VACUUM (autovacuum) merges; every search
-- reads that list whole. PGlite runs no autovacuum, so there the list would only grow (to 4 MB per index):
-- insert into the index directly instead. PostgreSQL keeps the cheaper buffered inserts.
DO $$
BEGIN
  IF version() LIKE '%PGlite%' THEN
    ALTER INDEX "leads_name_trgm_idx" SET (fastupdate = off);
    ALTER INDEX "leads_vehicle_interest_trgm_idx" SET (fastupdate = off);
    ALTER INDEX "leads_email_trgm_idx" SET (fastupdate = off);
    ALTER INDEX "leads_phone_trgm_idx" SET (fastupdate = off);
  END IF;
END $$;
