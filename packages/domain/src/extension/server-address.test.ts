import { describe, expect, it } from 'vitest';
import { serverOrigin } from './server-address';

describe('serverOrigin', () => {
  it.each([
    ['https://crm.example.com', 'https://crm.example.com'],
    ['crm.example.com/', 'https://crm.example.com'],
    ['  https://crm.example.com/dashboard?x=1 ', 'https://crm.example.com'],
    ['http://127.0.0.1:4820', 'http://127.0.0.1:4820'],
    ['HTTPS://Porch.Example.org:8443/', 'https://porch.example.org:8443'],
    ['', null],
    ['ftp://crm.example.com', null],
    ['javascript:alert(1)', null],
    ['https://user:pass@crm.example.com', null],
    ['not a host at all', null],
  ])('%j -> %j', (typed, expected) => {
    expect(serverOrigin(typed)).toBe(expected);
  });
});
