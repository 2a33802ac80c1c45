export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DEFAULT_THEME: ThemePreference = 'system';

/**
 * Spec 000 §4: dark becomes light; anything else becomes dark. While the preference is 'system'
 * the toggle flips the theme in effect: with the OS in dark mode, 'system' already looks dark, so
 * turning it 'dark' would change nothing on the first click (issue 18); it becomes light.
 */
export function nextTheme(current: ThemePreference, systemPrefersDark = false): ThemePreference {
  if (current === 'system') return systemPrefersDark ? 'light' : 'dark';
  return current === 'dark' ? 'light' : 'dark';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}
