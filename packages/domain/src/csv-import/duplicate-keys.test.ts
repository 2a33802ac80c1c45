import { describe, expect, it } from 'vitest';
import { addressKey, emailKey, mlsKey, phoneKey } from './duplicate-keys';

describe('duplicate keys', () => {
  it.each([
    ['Ann@Example.com ', 'ann@example.com'],
    ['', null],
    [null, null],
    ['no-at-sign', null],
  ])('email %j → %j', (input, key) => {
    expect(emailKey(input)).toBe(key);
  });

  it.each([
    ['(555) 010-0001', '5550100001'],
    ['+1 555 010 0001', '5550100001'],
    ['555.010.0001', '5550100001'],
    ['12345', null],
    [null, null],
  ])('phone %j → %j', (input, key) => {
    expect(phoneKey(input)).toBe(key);
  });

  it.each([
    [' act 123 ', 'ACT123'],
    ['', null],
    [null, null],
  ])('MLS number %j → %j', (input, key) => {
    expect(mlsKey(input)).toBe(key);
  });

  it('normalises addresses so the same home matches however it is written', () => {
    const a = addressKey('123 North Main Street, Apt 4', 'Austin', 'Texas');
    expect(a).toBe('123 n main st unit 4|austin|tx');
    expect(addressKey('123 N. Main St #4', ' austin ', 'TX')).toBe(a);
    expect(addressKey('123 N Main St', 'Austin', 'TX')).not.toBe(a);
    expect(addressKey('123 N Main St', 'Dallas', 'TX')).not.toBe(addressKey('123 N Main St', 'Austin', 'TX'));
    expect(addressKey('', 'Austin', 'TX')).toBeNull();
  });
});
