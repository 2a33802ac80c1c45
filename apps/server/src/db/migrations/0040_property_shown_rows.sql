-- Decision 037, for the properties list: a property's JSON shows its assignee's name and its
-- cover (the gallery's first photo). Renaming the assignee, or adding, removing or reordering
-- photos, writes the property again (values unchanged) so it gets a new row version.
CREATE FUNCTION properties_show_renamed_assignee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET assigned_user_id = assigned_user_id WHERE assigned_user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed_on_properties AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION properties_show_renamed_assignee();--> statement-breakpoint
CREATE FUNCTION properties_show_changed_photos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET user_id = user_id WHERE id IN (SELECT property_id FROM changed_photos);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER property_photos_added AFTER INSERT ON property_photos REFERENCING NEW TABLE AS changed_photos FOR EACH STATEMENT EXECUTE FUNCTION properties_show_changed_photos();--> statement-breakpoint
CREATE TRIGGER property_photos_removed AFTER DELETE ON property_photos REFERENCING OLD TABLE AS changed_photos FOR EACH STATEMENT EXECUTE FUNCTION properties_show_changed_photos();--> statement-breakpoint
CREATE TRIGGER property_photos_moved AFTER UPDATE ON property_photos REFERENCING NEW TABLE AS changed_photos FOR EACH STATEMENT EXECUTE FUNCTION properties_show_changed_photos();
