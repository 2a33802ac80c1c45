-- Decision 037: a lead's JSON is kept by its row version (id, xmin), so every change to what
-- that JSON shows must write the lead's row again. It shows two names from other rows: its
-- assignee's and its stage's. Renaming either writes the leads that show it (values unchanged:
-- the update only gives each row a new version).
CREATE FUNCTION leads_show_renamed_stage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET stage_id = stage_id WHERE user_id = NEW.user_id AND stage_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER pipeline_stages_renamed AFTER UPDATE OF name ON pipeline_stages FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION leads_show_renamed_stage();--> statement-breakpoint
CREATE FUNCTION leads_show_renamed_assignee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET assigned_user_id = assigned_user_id WHERE assigned_user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION leads_show_renamed_assignee();
