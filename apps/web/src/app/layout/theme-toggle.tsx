import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/store';

const LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/** Spec 000 §4: dark becomes light, anything else dark ('system' flips what it shows). The icon shows the theme in effect (the class on <html>). */
export function ThemeToggle() {
  const preference = useAppStore((s) => s.theme);
  const toggleTheme = useAppStore((s) => s.toggleTheme);

  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => toggleTheme(window.matchMedia('(prefers-color-scheme: dark)').matches)}
      aria-label="Toggle theme"
      title={`Theme: ${LABELS[preference]}`}
    >
      {/* Both, shown by the theme on <html> (set by index.html's first script), so the right one
          shows from the first paint. */}
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}
