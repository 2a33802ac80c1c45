import { describe, it, expect } from 'vitest';
import { findActiveHref, MOBILE_NAV, navHrefs, SIDEBAR_NAV } from './navigation';

const outline = (groups: typeof SIDEBAR_NAV) => groups.map((g) => [g.label, g.items.map((i) => `${i.label} ${i.href}`)]);

describe('navigation', () => {
  it('has the sidebar groups of spec 001 §2, and the calendar (issue 53) under the dashboard', () => {
    expect(outline(SIDEBAR_NAV)).toEqual([
      [null, ['Dashboard /dashboard', 'Calendar /calendar']],
      ['DATA', ['Properties /properties', 'Leads /leads', 'Audience /audience']],
      ['AUTOMATIONS', ['Triggers /triggers', 'Flows /flows']],
      ['MESSAGES', ['Inbox /inbox', 'Social Feed /social-feed']],
    ]);
  });

  it('uses the spec tab links in the mobile drawer', () => {
    const links = Object.fromEntries(MOBILE_NAV.flatMap((g) => g.items).map((i) => [i.label, i.href]));
    expect(links).toMatchObject({
      Audience: '/leads?tab=audience',
      Tracking: '/properties?tab=tracking',
      Triggers: '/properties?tab=triggers',
      'Social Feed': '/leads?tab=social-feed',
    });
  });
});

describe('findActiveHref', () => {
  const mobile = navHrefs(MOBILE_NAV);
  it.each([
    ['/leads', '', '/leads'],
    ['/leads', '?tab=audience', '/leads?tab=audience'],
    ['/leads', '?tab=social-feed', '/leads?tab=social-feed'],
    ['/leads', '?tab=all&id=4', '/leads'],
    ['/properties', '?tab=triggers', '/properties?tab=triggers'],
    ['/properties', '?id=7', '/properties'],
    ['/flows', '', '/flows'],
    ['/settings', '?tab=plan', null],
  ])('%s%s activates %j', (pathname, search, expected) => {
    expect(findActiveHref(mobile, pathname, search)).toBe(expected);
  });

  it('matches the desktop sidebar by path', () => {
    expect(findActiveHref(navHrefs(SIDEBAR_NAV), '/audience', '')).toBe('/audience');
    expect(findActiveHref(navHrefs(SIDEBAR_NAV), '/leads', '?tab=audience')).toBe('/leads');
  });
});
