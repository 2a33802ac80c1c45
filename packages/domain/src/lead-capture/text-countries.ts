import { z } from 'zod';

// Which countries automatic texts to strangers' leads may go to (the instant reply, and a flow's
// texts to a lead from the form, a lead e-mail or the API's intake): the agent's own country, the
// one their texting number is in, and those they add. A visitor cannot make the agent's account
// text premium-rate ranges abroad. This file stays free of the phone-number library so the web
// app can show the list; `phone-country.ts` reads numbers.

/** The countries (ISO 3166 codes) phone numbers are read for: libphonenumber-js's list (a test keeps the two equal). */
export const TEXT_COUNTRIES = (
  'AC AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL ' +
  'NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TA TC TD TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** More than this is not "a few neighbours": the agent would be opening the door the rule shuts. */
export const TEXT_COUNTRIES_MAX = 20;

const names = new Intl.DisplayNames(['en'], { type: 'region' });
/** "United Kingdom" for GB; the code itself when the runtime has no name for it. */
export const countryName = (code: string) => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/** The extra countries an agent allows, besides their own: known codes, once each, in the order given. */
export const TextCountriesSchema = z
  .array(
    z
      .string({ error: 'Each country must be a two-letter code' })
      .refine((code) => TEXT_COUNTRIES.includes(code), 'Each country must be a two-letter country code, like GB'),
    {
      error: 'Countries must be a list',
    },
  )
  .max(TEXT_COUNTRIES_MAX, `At most ${TEXT_COUNTRIES_MAX} countries`)
  .transform((codes) => [...new Set(codes)]);
