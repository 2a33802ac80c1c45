DROP INDEX "properties_search_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("zipcode", '') || ' ' || coalesce("mls_number", '') || ' ' || coalesce("agent_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("location", '') || ' ' || coalesce("source", ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);