CREATE TABLE "record_count_changes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_count_changes_user_kind_idx" ON "record_count_changes" USING btree ("user_id","kind");--> statement-breakpoint
-- The lists' totals (issue 15): each statement that inserts or deletes leads or properties, COPY
-- included, adds one row per account of +n or -n. Only inserts: concurrent writers never wait on
-- a shared counter row, and a rolled-back statement takes its row with it.
CREATE OR REPLACE FUNCTION record_count_changes_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_count_changes (user_id, kind, delta) SELECT user_id, TG_ARGV[0], count(*) FROM changed_rows GROUP BY user_id;
  ELSE
    INSERT INTO record_count_changes (user_id, kind, delta) SELECT user_id, TG_ARGV[0], -count(*) FROM changed_rows GROUP BY user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_counted_inserts AFTER INSERT ON leads REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_count_changes_track('lead');--> statement-breakpoint
CREATE TRIGGER leads_counted_deletes AFTER DELETE ON leads REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_count_changes_track('lead');--> statement-breakpoint
CREATE TRIGGER properties_counted_inserts AFTER INSERT ON properties REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_count_changes_track('property');--> statement-breakpoint
CREATE TRIGGER properties_counted_deletes AFTER DELETE ON properties REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_count_changes_track('property');--> statement-breakpoint
-- The books as they are: the triggers above already hold writers back until this commits.
INSERT INTO record_count_changes (user_id, kind, delta) SELECT user_id, 'lead', count(*) FROM leads GROUP BY user_id;--> statement-breakpoint
INSERT INTO record_count_changes (user_id, kind, delta) SELECT user_id, 'property', count(*) FROM properties GROUP BY user_id;
