/**
 * The shape of every record id (a UUID, as PostgreSQL's `uuid` columns hold them). Routes test a
 * path's id against it before reading: anything else is "not found", never a database error for
 * text that cannot be a uuid.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
