import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { propertySearchText } from './search-documents.ts';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A property of the agent's book. Columns are the CSV import target fields of spec 001 §3 by
 * name. current_price and listing_price are whole dollars; the other price, fee and tax columns
 * are integer hundredths (spec 001 §5, value conversion).
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    currentPrice: money('current_price'),
    listingPrice: money('listing_price'),
    bedrooms: integer('bedrooms'),
    /** As the listing says: 2.5 is two full baths and a half. */
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    sqft: integer('sqft'),
    squareFeet: integer('square_feet'),
    propertyType: text('property_type'),
    propertySubtype: text('property_subtype'),
    mlsNumber: text('mls_number'),
    status: text('status'),
    listingStatus: text('listing_status'),
    /**
     * Issue 50: the codes a file wrote where the import decoded a value ("X" for off market, "SF"
     * for single family, "Y" for a pool), by field, so the original is never lost.
     */
    sourceCodes: jsonb('source_codes').$type<Record<string, string>>().notNull().default({}),
    listingDate: date('listing_date'),
    daysOnMarket: integer('days_on_market'),
    originalListingDate: date('original_listing_date'),
    lastSoldDate: date('last_sold_date'),
    lastSoldPrice: money('last_sold_price'),
    openHouseDate: date('open_house_date'),
    openHouseTime: text('open_house_time'),
    openHouseDetails: text('open_house_details'),
    hoaFees: money('hoa_fees'),
    hoaFrequency: text('hoa_frequency'),
    parkingSpaces: integer('parking_spaces'),
    garageSpaces: integer('garage_spaces'),
    hasPool: boolean('has_pool'),
    hasFireplace: boolean('has_fireplace'),
    hasAc: boolean('has_ac'),
    waterfront: boolean('waterfront'),
    heating: text('heating'),
    cooling: text('cooling'),
    appliances: text('appliances').array(),
    flooring: text('flooring').array(),
    exteriorFeatures: text('exterior_features').array(),
    interiorFeatures: text('interior_features').array(),
    communityFeatures: text('community_features').array(),
    schoolDistrict: text('school_district'),
    elementarySchool: text('elementary_school'),
    middleSchool: text('middle_school'),
    highSchool: text('high_school'),
    walkabilityScore: integer('walkability_score'),
    transitScore: integer('transit_score'),
    taxAssessedValue: money('tax_assessed_value'),
    annualTaxAmount: money('annual_tax_amount'),
    zoning: text('zoning'),
    parcelNumber: text('parcel_number'),
    agentName: text('agent_name'),
    agentEmail: text('agent_email'),
    agentPhone: text('agent_phone'),
    agentBrokerage: text('agent_brokerage'),
    listingAgentLicense: text('listing_agent_license'),
    listingUrl: text('listing_url'),
    virtualTourUrl: text('virtual_tour_url'),
    floorPlanUrl: text('floor_plan_url'),
    pricePerSqft: money('price_per_sqft'),
    stories: integer('stories'),
    basementFinished: boolean('basement_finished'),
    basementSqft: integer('basement_sqft'),
    architectureStyle: text('architecture_style'),
    viewType: text('view_type'),
    seniorCommunity: boolean('senior_community'),
    petsAllowed: text('pets_allowed'),
    description: text('description'),
    images: text('images').array(),
    lotSize: text('lot_size'),
    yearBuilt: integer('year_built'),
    platform: text('platform'),
    isWatched: boolean('is_watched').notNull().default(false),
    /** Duplicate keys (domain csv-import/duplicate-keys), kept by every write: imports find duplicates by index. */
    mlsKey: text('mls_key'),
    addressKey: text('address_key'),
    /** The import that created the record and its row in the file, for the import's duplicate check. */
    importId: uuid('import_id'),
    importRow: integer('import_row'),
    /** Who on the team owns the property (issue 18); null: the book's owner. */
    assignedUserId: text('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order rows were added in, kept by the database: rows added together (one import, one
     * insert) share `created_at`, and the lists break that tie by it, not by random id (decision 034).
     */
    entryOrder: bigint('entry_order', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** What global search and the list's search box match (decision 031): kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(propertySearchText),
  },
  (t) => [
    index('properties_user_mls_key_idx').on(t.userId, t.mlsKey),
    index('properties_user_address_key_idx').on(t.userId, t.addressKey),
    index('properties_user_watched_idx').on(t.userId, t.isWatched),
    // "Mine" in a team's book.
    index('properties_user_assigned_idx').on(t.userId, t.assignedUserId),
    // The list screen sorts and filters by these within one agent's book.
    // Matches the price sort (highest first, unknown prices last, ties as added): no sort step.
    index('properties_user_price_idx').on(t.userId, t.currentPrice.desc().nullsLast(), t.entryOrder.desc()),
    index('properties_user_status_idx').on(t.userId, t.status),
    index('properties_user_address_idx').on(t.userId, t.address),
    // The default order (newest first, ties in the order rows were added) without a sort;
    // it also serves every (user, created_at) lookup, so no narrower index is kept to slow imports.
    index('properties_user_created_order_idx').on(t.userId, t.createdAt, t.entryOrder),
    // Global search and the list's search box (decision 020): an MLS number, any part of the
    // address or the listing agent's name finds the listing.
    index('properties_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
