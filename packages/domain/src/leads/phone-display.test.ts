import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display.ts';

describe('displayPhone', () => {
  it.each([
    ['+15125550199', '(512) 555-0199'],
    ['+14165550123', '(416) 555-0123'],
    ['+447700900123', '+447700900123'],
    ['+1512555019', '+1512555019'],
    ['512-555-0199', '512-555-0199'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});
