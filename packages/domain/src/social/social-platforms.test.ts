import { describe, expect, it } from 'vitest';
import { connectOutcome, disconnectOutcome, isSocialPlatform, socialCardSubtitle } from './social-platforms.ts';

describe('socialCardSubtitle', () => {
  it.each([
    [undefined, 'Not connected'],
    [{ connected: false, user: { name: 'Dana', picture: null } }, 'Not connected'],
    [{ connected: true, user: null }, 'Connected'],
    [{ connected: true, user: { name: '  ', picture: null } }, 'Connected'],
    [{ connected: true, user: { name: 'Dana Realty', picture: null } }, 'Dana Realty'],
  ])('%j -> %s', (status, subtitle) => expect(socialCardSubtitle(status)).toBe(subtitle));
});

describe('connectOutcome', () => {
  it.each([
    [{ ok: true, status: 200, body: { authUrl: 'https://provider/authorize?x=1' } }, { authUrl: 'https://provider/authorize?x=1' }],
    [{ ok: true, status: 200, body: { error: 'Facebook is not set up' } }, { error: 'Facebook is not set up' }],
    [{ ok: true, status: 200, body: {} }, { error: 'Failed to get authorization URL' }],
    [{ ok: true, status: 200, body: null }, { error: 'Failed to get authorization URL' }],
    [{ ok: false, status: 500, body: { authUrl: 'x' } }, { error: 'API error: 500' }],
  ])('%j', (response, outcome) => expect(connectOutcome(response)).toEqual(outcome));
});

describe('disconnectOutcome', () => {
  it.each([
    [{ success: true }, { ok: true }],
    [{ success: false, error: 'Token revocation failed' }, { error: 'Token revocation failed' }],
    [{ success: 'yes' }, { error: 'Failed to disconnect' }],
    [undefined, { error: 'Failed to disconnect' }],
  ])('%j', (body, outcome) => expect(disconnectOutcome(body)).toEqual(outcome));
});

describe('isSocialPlatform', () => {
  it.each([
    ['facebook', true],
    ['x', true],
    ['twitter', false],
    ['', false],
  ])('%s -> %s', (value, expected) => expect(isSocialPlatform(value)).toBe(expected));
});
