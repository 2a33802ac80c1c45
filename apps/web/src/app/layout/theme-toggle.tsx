import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store';
import { useResolvedTheme } from '../theme-applier';

const LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/** Spec 000 §4: dark becomes light, anything else dark ('system' flips what it shows). The icon shows the theme in effect. */
export function ThemeToggle() {
  const preference = useAppStore((s) => s.theme);
  const toggleTheme = useAppStore((s) => s.toggleTheme);
  const resolved = useResolvedTheme();
  const Icon = resolved === 'dark' ? Moon : Sun;

  return (
    <Button variant="ghost" size="icon" onClick={() => toggleTheme(window.matchMedia('(prefers-color-scheme: dark)').matches)} aria-label="Toggle theme" title={`Theme: ${LABELS[preference]}`}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
