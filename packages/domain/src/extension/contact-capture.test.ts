import { describe, expect, it } from 'vitest';
import signature from '../../../../test-data/extension-pages/email-signature.html?raw';
import personJsonLd from '../../../../test-data/extension-pages/person-json-ld.html?raw';
import portalLead from '../../../../test-data/extension-pages/portal-lead.html?raw';
import { captureContact } from './contact-capture';
import { fixturePage } from './test-pages';

const url = 'https://mail.example.net/message/42';

describe('captureContact', () => {
  it.each([
    [
      "a webmail message: the signature's name above its e-mail, the mobile number",
      signature,
      { name: 'Priya Castellane', email: 'priya.castellane@mail.example.net', phone: '(503) 555-0162' },
    ],
    [
      "a portal's lead page: the Name: line, the e-mail, the tel: link",
      portalLead,
      { name: 'Tomasz Okonkwo-Reyes', email: 't.okonkwo.reyes@inbox.example.org', phone: '+15125550199' },
    ],
    [
      "an agent's page with a JSON-LD Person",
      personJsonLd,
      { name: 'Marisol Fennimore', email: 'marisol@brokerage.example', phone: '+1-720-555-0173' },
    ],
    [
      'a page without a person',
      '<html><body><h1>Open house Saturday</h1><p>All welcome</p></body></html>',
      { name: null, email: null, phone: null },
    ],
    [
      'a phone number alone, under a name',
      '<p>Jordan Abernathy</p><p>512.555.0111</p>',
      { name: 'Jordan Abernathy', email: null, phone: '512.555.0111' },
    ],
  ])('%s', (_name, html, expected) => {
    expect(captureContact(fixturePage(html, `${url}#top`))).toEqual({ ...expected, url });
  });
});
