-- Decision 056: the lists are read afresh on every request, so no row needs writing again when a
-- name or photo it shows changes elsewhere. Drops decision 037's triggers (migrations 0039, 0040).
DROP TRIGGER IF EXISTS pipeline_stages_renamed ON pipeline_stages;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_renamed ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_renamed_on_properties ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS property_photos_added ON property_photos;--> statement-breakpoint
DROP TRIGGER IF EXISTS property_photos_removed ON property_photos;--> statement-breakpoint
DROP TRIGGER IF EXISTS property_photos_moved ON property_photos;--> statement-breakpoint
DROP FUNCTION IF EXISTS leads_show_renamed_stage();--> statement-breakpoint
DROP FUNCTION IF EXISTS leads_show_renamed_assignee();--> statement-breakpoint
DROP FUNCTION IF EXISTS properties_show_renamed_assignee();--> statement-breakpoint
DROP FUNCTION IF EXISTS properties_show_changed_photos();
