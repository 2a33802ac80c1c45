import { describe, expect, it } from 'vitest';
import {
  accountsLink,
  inboxMessageLink,
  leadLink,
  leadSearchLink,
  pathWithQuery,
  propertyLink,
  propertySearchLink,
  readDeepLink,
  triggerLink,
  usageLink,
  withLinkContext,
  inBookLink,
} from './notification-links';

describe('deep links (spec 001 §2)', () => {
  it.each([
    [leadLink('l1'), '/leads?id=l1&highlight=true'],
    [leadSearchLink('Ana Buyer', 'facebook'), '/leads?search=Ana%20Buyer&platform=facebook'],
    [inboxMessageLink({ messageId: 'm1', platform: 'sms', search: 'Ana' }), '/inbox?message=m1&platform=sms&search=Ana&highlight=true'],
    [inboxMessageLink({ messageId: 'm1' }), '/inbox?message=m1&highlight=true'],
    [propertyLink('p1'), '/properties?id=p1'],
    [propertySearchLink('12 Oak St'), '/properties?search=12%20Oak%20St'],
    [triggerLink('t1'), '/triggers?trigger=t1&tab=my-triggers&highlight=true'],
    [usageLink(), '/settings?tab=usage&highlight=true'],
    [accountsLink(), '/settings?tab=accounts&highlight=true'],
    [withLinkContext(usageLink(), 'alert'), '/settings?tab=usage&highlight=true&context=alert'],
    [withLinkContext('/flows', 'task'), '/flows?context=task'],
    [pathWithQuery('/leads', { id: 'a&b=c' }), '/leads?id=a%26b%3Dc'],
    [inBookLink(leadLink('l1'), 'owner 1'), '/leads?id=l1&highlight=true&book=owner%201'],
    [inBookLink('/leads/l1', 'o1'), '/leads/l1?book=o1'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it.each([
    ['?id=l1&highlight=true', { id: 'l1', highlight: true }],
    ['?message=m1&platform=sms&highlight=true', { id: 'm1', highlight: true }],
    ['?trigger=t1&tab=my-triggers&highlight=true&context=trigger', { id: 't1', highlight: true, context: 'trigger' }],
    ['?search=Ana%20Buyer', { highlight: false }],
    ['', { highlight: false }],
  ])('reads %j', (search, expected) => expect(readDeepLink(search)).toEqual(expected));
});
