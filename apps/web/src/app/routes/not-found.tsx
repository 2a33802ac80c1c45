import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function Component() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <MapPinned className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="max-w-md text-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to the dashboard</Link>
      </Button>
    </main>
  );
}
