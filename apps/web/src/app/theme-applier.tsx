import { useLayoutEffect, useSyncExternalStore } from 'react';
import { resolveTheme, type ResolvedTheme } from '@porchlight/domain/theme/theme';
import { useAppStore } from '@/lib/store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The theme in effect: the preference, or the operating system's while it is 'system'. */
export function useResolvedTheme(): ResolvedTheme {
  const preference = useAppStore((s) => s.theme);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  return resolveTheme(preference, prefersDark);
}

/** Mirrors the inline script in index.html, which does the same before React loads. */
export function applyTheme(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Keeps <html> in step with the store's theme and, for 'system', with the OS setting. */
export function ThemeApplier() {
  const theme = useResolvedTheme();
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
