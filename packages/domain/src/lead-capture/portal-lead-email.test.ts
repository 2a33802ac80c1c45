// eslint-disable-next-line no-restricted-imports -- reading test-data samples, not domain code
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlToText, looksLikeLeadEmail, parsePortalLeadEmail, portalOfSender, type LeadEmail, type PortalLead } from './portal-lead-email';

const SAMPLES = new URL('../../../../test-data/lead-emails/', import.meta.url);

/** A one-part .eml sample (text or HTML) as the server's mail reader hands it on. */
function readSample(file: string): LeadEmail {
  const raw = new TextDecoder('utf-8').decode(readFileSync(new URL(file, SAMPLES)));
  const split = raw.indexOf('\r\n\r\n');
  const headers = Object.fromEntries(
    raw
      .slice(0, split)
      .split('\r\n')
      .map((line: string) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = raw.slice(split + 4);
  const isHtml = /text\/html/i.test(headers['content-type'] ?? '');
  return { from: headers.from!, subject: headers.subject!, text: isHtml ? '' : body, html: isHtml ? body : null };
}

describe('new-lead e-mails from the portals (test-data/lead-emails)', () => {
  it.each<[string, PortalLead]>([
    [
      'zillow-buyer.eml',
      {
        portal: 'Zillow',
        lead: {
          name: 'Rosa Ortiz',
          email: 'r8k2m4p9qz@convo.zillow.com',
          phone: '(215) 555-0134',
          message: 'I would like to schedule a tour this weekend. Is the basement finished?',
        },
        property: { address: '1919 W Diamond St #2, Philadelphia, PA 19121', mlsNumber: 'PAPH2024811', price: 425_000 },
      },
    ],
    [
      'zillow-rental.eml',
      {
        portal: 'Zillow',
        lead: {
          name: 'Kenji Watanabe',
          email: 'q7t3x9w1ab@convo.zillow.com',
          phone: '267-555-0148',
          message: 'Hi, is this apartment still available for a January move-in?',
        },
        property: { address: '253 N 3rd St #4, Philadelphia, PA 19106', mlsNumber: null, price: null },
      },
    ],
    [
      'realtor-com.eml',
      {
        portal: 'Realtor.com',
        lead: {
          name: 'Rebecca Sutton',
          email: 'rebecca.sutton@example.net',
          phone: '512-555-0161',
          message: 'We are relocating from Chicago in March and would love to see this home.',
        },
        property: { address: '4410 Avenue H, Austin, TX 78751', mlsNumber: '7733021', price: 589_000 },
      },
    ],
    [
      'homes-com.eml',
      {
        portal: 'Homes.com',
        lead: {
          name: 'Marcus Lee',
          email: 'marcus.lee@example.com',
          phone: '(303) 555-0112',
          message: "Can we see it Thursday after 5pm? We're pre-approved.",
        },
        property: { address: '77 Pine Rd, Denver, CO 80202', mlsNumber: 'REC8812044', price: 735_000 },
      },
    ],
    [
      'redfin.eml',
      {
        portal: 'Redfin',
        lead: {
          name: 'Priya Natarajan',
          email: 'priya.n@example.org',
          phone: '206.555.0177',
          message: 'Saturday morning works best for us.',
        },
        property: { address: '45 Elm St, Seattle, WA 98101', mlsNumber: '2298331', price: 1_200_000 },
      },
    ],
    [
      'website-forwarded.eml',
      {
        portal: 'Website',
        lead: { name: 'Tom Baker', email: 'tom.baker@example.org', phone: '512.555.0188', message: 'Is the pool heated?' },
        property: { address: '8 Cedar Ln, Austin, TX 78704', mlsNumber: null, price: 615_000 },
      },
    ],
  ])('%s', (file, expected) => {
    expect(parsePortalLeadEmail(readSample(file))).toEqual(expected);
  });

  it("an e-mail that names nobody to reach (a portal's report) is not a lead", () => {
    expect(parsePortalLeadEmail(readSample('zillow-report-not-a-lead.eml'))).toBeNull();
  });

  it.each([
    ['a sentence joined by braille blanks', 'URGENT:\u2800your\u2800account\u2800is\u2800locked\u2800https://bank.example'],
    ['a link', 'Ana https://bank.example'],
    ['seven words', 'Your bank account is locked call now'],
  ])('an e-mail whose only name is %s is not read as a lead (the agent reads it)', (_label, name) => {
    const email = {
      from: 'Zillow <leads@zillow.com>',
      subject: 'New lead',
      text: `Name: ${name}\nEmail: victim@example.com\nPhone: (512) 555-0101\n`,
    };
    expect(parsePortalLeadEmail(email)).toBeNull();
    expect(parsePortalLeadEmail({ ...email, text: email.text.replace(name, 'Ana\u2800Ruiz') })?.lead.name).toBe('Ana Ruiz');
  });

  it('every sample is recognised as worth reading, and an ordinary e-mail is not', () => {
    for (const file of readdirSync(SAMPLES).filter((f) => f.endsWith('.eml') && !f.startsWith('website')))
      expect(looksLikeLeadEmail(readSample(file)), file).toBe(true);
    expect(looksLikeLeadEmail({ from: 'Mom <mom@example.com>', subject: 'Dinner on Sunday?' })).toBe(false);
    expect(looksLikeLeadEmail({ from: 'Lone Star IDX <leads@lonestaridx.example>', subject: 'New website inquiry' })).toBe(true);
  });
});

it.each([
  ['Rosa <a1@convo.zillow.com>', 'Zillow'],
  ['leads@email.realtor.com', 'Realtor.com'],
  ['x@move.com', 'Realtor.com'],
  ['Redfin <redfin-leads@redfin.com>', 'Redfin'],
  ['someone@notzillow.com', null],
])('the portal of %s is %s', (from, portal) => {
  expect(portalOfSender(from)).toBe(portal);
});

it('reads an HTML table as label and value side by side', () => {
  expect(htmlToText('<table><tr><td>Name</td><td>Ana &amp; Bo</td></tr><tr><th>Phone</th><td>555</td></tr></table>').trim()).toBe(
    'Name\tAna & Bo\nPhone\t555',
  );
});
