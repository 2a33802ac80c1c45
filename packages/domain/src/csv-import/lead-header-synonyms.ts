import type { LeadMappingTarget } from './lead-fields';

/**
 * The CSV headers each lead field answers to, best first: when several columns map to one field
 * (Outlook's E-mail Address and E-mail 2 Address, Google's Phone 1 and Phone 2), the earliest
 * synonym with a value is the primary. Sources: Google Contacts (the old "Given Name / E-mail 1 -
 * Type" export and the current "First Name / E-mail 1 - Label" one), Outlook, HubSpot, Follow Up
 * Boss, Salesforce, kvCORE, BoomTown, Zillow Premier Agent and Realtor.com lead exports, and the
 * friendly names people type. First/middle/last name columns are joined into the name; city,
 * state and ZIP columns into the location.
 */
export const LEAD_HEADER_SYNONYMS = {
  name: ['name', 'Full Name', 'Contact Name', 'Lead Name', 'Client Name', 'Customer Name', 'Buyer Name', 'Seller Name', 'Display Name', 'FullName', 'Contact'],
  first_name: ['first_name', 'First Name', 'FirstName', 'Given Name', 'First', 'Fname', 'Forename', 'Contact First Name'],
  middle_name: ['middle_name', 'Middle Name', 'MiddleName', 'Additional Name', 'Middle'],
  last_name: ['last_name', 'Last Name', 'LastName', 'Family Name', 'Surname', 'Last', 'Lname', 'Contact Last Name'],
  email: [
    'email', 'Email Address', 'E-mail', 'E-mail Address', 'Primary Email', 'Email 1', 'E-mail 1 - Value', 'Email 1 - Value',
    'Personal Email', 'Home Email', 'EmailAddress', 'Email 2', 'E-mail 2 Address', 'E-mail 2 - Value', 'Email 2 - Value',
    'Work Email', 'Business Email', 'Secondary Email', 'Other Email', 'Email 3', 'E-mail 3 Address', 'E-mail 3 - Value', 'Email 3 - Value', 'Email (Primary)', 'E-mail address', 'email_address', 'other_emails', 'Other Emails', 'Additional Emails'],
  phone: [
    'phone', 'Phone Number', 'Primary Phone', 'Mobile Phone', 'Mobile Phone Number', 'Mobile', 'Mobile Number', 'Cell', 'Cell Phone',
    'Cell Number', 'Phone 1', 'Phone 1 - Value', 'Phone Number 1', 'PhoneNumber', 'Contact Phone', 'Telephone', 'Tel',
    'Home Phone', 'Work Phone', 'Business Phone', 'Phone 2', 'Phone 2 - Value', 'Phone Number 2', 'Home Phone 2',
    'Business Phone 2', 'Other Phone', 'Phone 3', 'Phone 3 - Value', 'Company Main Phone', 'Phone - mobile', 'Phone - home', 'Phone - work', 'Phone - other', 'Cell #', 'Mobile #', 'Phone #', 'other_phones', 'Other Phones', 'Additional Phones'],
  location: [
    'location', 'Preferred Area', 'Preferred Location', 'Desired Location', 'Target Area', 'Area', 'Neighborhood',
    'Address', 'Full Address', 'Property Address', 'Mailing Address', 'Home Address', 'Street Address', 'Address 1 - Formatted', 'Looking in', 'Looking In Area', 'Area of Interest', 'Desired Area', 'Preferred Cities', 'Preferred City', 'Search Area', 'Where are you looking', 'Which city are you looking in', 'Preferred Neighborhoods', 'Interested In Area'],
  city: ['city', 'Home City', 'Mailing City', 'Address 1 - City', 'Business City', 'Other City', 'City - Home', 'City - Work'],
  state: ['state', 'State/Region', 'State/Province', 'Province', 'Home State', 'Mailing State', 'Address 1 - Region', 'Address 1 - State', 'Business State', 'Other State', 'State/Province - Home', 'State/Province - Work'],
  postal_code: [
    'postal_code', 'Zip', 'Zip Code', 'Postal Code', 'Zip/Postal Code', 'Home Postal Code', 'Mailing Zip', 'Address 1 - Postal Code',
    'Address 1 - Zip', 'Business Postal Code', 'Other Postal Code', 'Zip/Postal code - Home', 'Zip/Postal code - Work'],
  budget: [
    'budget', 'Max Budget', 'Budget Max', 'Price Range', 'Max Price', 'Price Max', 'Maximum Price', 'Purchase Budget', 'Buying Budget',
    'Target Price', 'Desired Price', 'Price Point', 'Pre-Approval Amount', 'Pre-approved Amount', 'Price', 'Listing Price', 'What is your budget', 'Budget Range', 'Price Range Max', 'Budget Max ($)', 'Max Budget ($)', 'Home Price'],
  timeline: [
    'timeline', 'Timeframe', 'Time Frame', 'Buying Timeline', 'Buying Timeframe', 'Selling Timeline', 'Purchase Timeline',
    'Move Timeline', 'Timeline to Buy', 'Time to Buy', 'Move-in Date', 'Move Date', 'When are you looking to buy', 'When do you plan to move', 'When are you looking to move', 'Moving Timeline', 'Buying Time Frame'],
  source: ['source', 'Lead Source', 'LeadSource', 'Original Source', 'Referral Source', 'How did you hear about us', 'Source Type', 'Channel', 'Origin', 'Source Name', 'Lead Source Name', 'Lead Origin'],
  lead_type: ['lead_type', 'Lead Type', 'Client Type', 'Contact Type', 'Customer Type', 'Buyer/Seller', 'Buyer or Seller', 'Type', 'Category', 'Role', 'Buying or Selling', 'Are you buying or selling', 'Looking To'],
  status: ['status', 'Lead Temperature', 'Temperature', 'Rating', 'Lead Rating', 'Priority', 'Lead Priority', 'Heat', 'Lead Status', 'Contact Status'],
  qualification: [
    'qualification', 'Qualification Status', 'Pre-Approval Status', 'Preapproval Status', 'Pre-Qualification', 'Pre-Qualified',
    'Mortgage Status', 'Financing Status', 'Lending Status', 'Qualified', 'Pre-Approved', 'Preapproved', 'Pre Approved', 'Mortgage Pre-Approval', 'Are you pre-approved', 'Are you pre-approved for a mortgage', 'Pre-approved with lender'],
  notes: [
    'notes', 'Note', 'Background', 'Lead Notes', 'Contact Notes', 'Comments', 'Comment', 'Description', 'Message', 'Remarks', 'About',
    'Additional Info', 'Details', 'Agent Notes', 'Last Note', 'Message to agent', 'Your message', 'Inquiry'],
  tags: ['tags', 'Tag', 'Labels', 'Label', 'Group Membership', 'Categories', 'Groups', 'Lists', 'Segment', 'Tag List', 'Email Lists'],
  stage: ['stage', 'Stage', 'Pipeline Stage', 'Lead Stage', 'Deal Stage', 'Lifecycle Stage', 'Pipeline', 'Contact Stage'],
  assigned_to: ['assigned_to', 'Assigned To', 'Assigned Agent', 'Assigned User', 'Agent Assigned', 'Lead Owner', 'Contact Owner', 'Owner', 'Agent Name', 'Assigned Agent Name'],
  created_at: ['created_at', 'Created', 'Created At', 'Created Date', 'Date Created', 'Date Added', 'Created On', 'Create Date', 'Lead Created', 'Registration Date', 'Added On'],
  last_activity_at: ['last_activity_at', 'Last Activity', 'Last Activity Date', 'Last Communication', 'Last Contacted', 'Last Contact Date', 'Last Touch', 'Last Touched', 'Last Activity Time'],
  preferred_contact: [
    'preferred_contact', 'Preferred Contact', 'Preferred Contact Method', 'Contact Preference', 'Preferred Method',
    'Best Way to Contact', 'Contact Method', 'Preferred Communication',
  ],
  best_time: ['best_time', 'Best Time', 'Best Time to Call', 'Best Time to Contact', 'Best Time to Reach', 'Preferred Time', 'Call Time', 'Availability'],
} as const satisfies Record<LeadMappingTarget, readonly string[]>;
