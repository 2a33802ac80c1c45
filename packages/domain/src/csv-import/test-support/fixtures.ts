import googleOld from '../../../../../test-data/csv-import/leads/google-contacts-old.csv?raw';
import googleNew from '../../../../../test-data/csv-import/leads/google-contacts-new.csv?raw';
import outlook from '../../../../../test-data/csv-import/leads/outlook-contacts.csv?raw';
import hubspot from '../../../../../test-data/csv-import/leads/hubspot-contacts.csv?raw';
import followUpBoss from '../../../../../test-data/csv-import/leads/follow-up-boss.csv?raw';
import salesforce from '../../../../../test-data/csv-import/leads/salesforce-leads.csv?raw';
import zillowPremierAgent from '../../../../../test-data/csv-import/leads/zillow-premier-agent.csv?raw';
import reso from '../../../../../test-data/csv-import/properties/reso-web-api.csv?raw';
import redfin from '../../../../../test-data/csv-import/properties/redfin-download.csv?raw';
import zillow from '../../../../../test-data/csv-import/properties/zillow-export.csv?raw';
import realtorCom from '../../../../../test-data/csv-import/properties/realtor-com-export.csv?raw';
import matrix from '../../../../../test-data/csv-import/properties/matrix-mls-export.csv?raw';
import flexmls from '../../../../../test-data/csv-import/properties/flexmls-export.csv?raw';
import quotedLineBreaks from '../../../../../test-data/csv-import/messy/quoted-line-breaks.csv?raw';
import leadsWithErrors from '../../../../../test-data/csv-import/messy/leads-with-errors.csv?raw';
import { parseCsvText } from './parse-csv-text';

/** The fixture exports in test-data/, parsed into records (cells by column). */
export const LEAD_EXPORTS = {
  'Google Contacts (old format)': parseCsvText(googleOld),
  'Google Contacts (current format)': parseCsvText(googleNew),
  Outlook: parseCsvText(outlook),
  HubSpot: parseCsvText(hubspot),
  'Follow Up Boss': parseCsvText(followUpBoss),
  Salesforce: parseCsvText(salesforce),
  'Zillow Premier Agent': parseCsvText(zillowPremierAgent),
};

export const PROPERTY_EXPORTS = {
  'RESO Web API': parseCsvText(reso),
  Redfin: parseCsvText(redfin),
  Zillow: parseCsvText(zillow),
  'Realtor.com': parseCsvText(realtorCom),
  'Matrix MLS (note above the header)': parseCsvText(matrix),
  'Flexmls (street in parts)': parseCsvText(flexmls),
};

export const MESSY = { quotedLineBreaks: parseCsvText(quotedLineBreaks), leadsWithErrors: parseCsvText(leadsWithErrors) };
