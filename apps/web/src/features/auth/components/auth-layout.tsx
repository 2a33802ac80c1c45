import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lamp } from 'lucide-react';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Shown last on the page (the social sign-in buttons): what arrives late there moves nothing. */
  last?: ReactNode;
};

/**
 * The card every sign-in, sign-up and password page shares; fits from 360 px up. Top-aligned, not
 * vertically centred, with `last` at the very end: the social sign-in buttons arrive with the
 * app's settings after the prerendered page has painted, and nothing above them moves (CLS 0,
 * issue 47).
 */
export function AuthLayout({ title, description, children, footer, last }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-background px-4 py-10 sm:pt-[12vh]">
      <Link
        to="/"
        className="mb-6 flex items-center gap-2 rounded-md text-lg font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand/20 text-brand">
          <Lamp className="size-5" aria-hidden="true" />
        </span>
        Porchlight
      </Link>
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-sm rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      >
        <header className="mb-6 grid gap-1.5 text-center">
          <h1 id="auth-title" className="text-xl font-semibold tracking-tight">
            {title}
          </h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </header>
        {children}
      </section>
      {footer && <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>}
      {last && <div className="mt-6 w-full max-w-sm">{last}</div>}
    </main>
  );
}

/** A message for the whole form (not one field), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const colours =
    tone === 'error' ? 'border-destructive/30 bg-destructive/10 text-destructive-text' : 'border-success/30 bg-success/10 text-foreground';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${colours}`}>
      {children}
    </div>
  );
}
