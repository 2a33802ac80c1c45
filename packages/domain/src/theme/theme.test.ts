import { describe, it, expect } from 'vitest';
import { DEFAULT_THEME, isThemePreference, nextTheme, resolveTheme, type ThemePreference } from './theme';

describe('nextTheme', () => {
  it.each<[ThemePreference, boolean, ThemePreference]>([
    ['dark', false, 'light'],
    ['dark', true, 'light'],
    ['light', false, 'dark'],
    ['light', true, 'dark'],
    ['system', false, 'dark'],
    // The OS is dark, so 'system' looks dark: the first click must show light.
    ['system', true, 'light'],
  ])('%s (OS dark: %s) becomes %s', (current, systemDark, expected) => {
    expect(nextTheme(current, systemDark)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  it.each<[ThemePreference, boolean, 'light' | 'dark']>([
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ])('%s with system dark=%s is %s', (pref, systemDark, expected) => {
    expect(resolveTheme(pref, systemDark)).toBe(expected);
  });
});

describe('theme preference', () => {
  it('defaults to system', () => expect(DEFAULT_THEME).toBe('system'));
  it.each([
    ['light', true],
    ['dark', true],
    ['system', true],
    ['blue', false],
    [null, false],
  ])('isThemePreference(%j) is %s', (value, expected) => {
    expect(isThemePreference(value)).toBe(expected);
  });
});
