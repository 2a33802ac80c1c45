-- Issue 50: a lead's other e-mails and the digits of its other phones, for its stored search text
-- (a generated column needs an immutable expression; array_to_string is only stable).
CREATE OR REPLACE FUNCTION lead_other_contacts(emails text[], phones text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(emails, ' '), '') || ' ' || coalesce(array_to_string(ARRAY(SELECT regexp_replace(p, '[^0-9]', '', 'g') FROM unnest(phones) AS p), ' '), '') $$;--> statement-breakpoint
ALTER TABLE "leads" drop column "search_text";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("location", '') || ' ' || coalesce("source", '') || ' ' || lead_other_contacts("additional_emails", "additional_phones"))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "source_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
