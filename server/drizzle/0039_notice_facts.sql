ALTER TABLE "notifications" ADD COLUMN "facts" jsonb;
