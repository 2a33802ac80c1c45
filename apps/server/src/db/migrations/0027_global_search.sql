-- Global search (decision 020): trigram indexes need pg_trgm, accent folding unaccent (PGlite loads both; PostgreSQL ships them in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named it is fixed, so an IMMUTABLE wrapper may back indexes.
-- Costly on purpose: the planner then prefers the trigram indexes to evaluating it on every row.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 1000 AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin (search_fold(coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("zipcode", '') || ' ' || coalesce("mls_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (search_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("location", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_key_trgm_idx" ON "leads" USING gin ("phone_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_search_trgm_idx" ON "messages" USING gin (search_fold(coalesce("subject", '') || ' ' || coalesce("body", '')) gin_trgm_ops);