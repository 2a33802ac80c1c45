import { useState } from 'react';
import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { promptInstall, useCanPromptInstall } from '@/lib/install-prompt';
import { isIos, isStandalone } from '../hooks/browser-push';

/** A dismissal is remembered on this device only (a key of its own, outside the app's store). */
export const INSTALL_HINT_DISMISSED_KEY = 'porchlight-install-hint-dismissed';

const readDismissed = () => {
  try {
    return localStorage.getItem(INSTALL_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * "Add to Home Screen" guidance (issue 19): Chrome and Edge offer an install button; Safari on
 * iPhone and iPad has none, so it gets the two taps to make. Hidden in the installed app, when
 * no way to install is known, and once dismissed.
 */
export function InstallAppCard() {
  const canPrompt = useCanPromptInstall();
  const [dismissed, setDismissed] = useState(readDismissed);
  const ios = isIos();
  if (dismissed || isStandalone() || (!canPrompt && !ios)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: hidden until the next visit.
    }
    setDismissed(true);
  };
  return (
    <Card aria-label="Install Porchlight">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="space-y-1.5">
          <CardTitle>Put Porchlight on your Home Screen</CardTitle>
          <CardDescription>It opens like an app, at once, and shows new leads as notifications on your phone.</CardDescription>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label="Dismiss" onClick={dismiss}>
          <X aria-hidden />
        </Button>
      </CardHeader>
      <CardContent>
        {canPrompt ? (
          <Button type="button" onClick={() => void promptInstall()}>
            <Download aria-hidden />
            Install Porchlight
          </Button>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            <li>
              In Safari, tap the <strong>Share</strong> button (the square with an arrow).
            </li>
            <li>
              Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
            </li>
            <li>Open Porchlight from your Home Screen and turn notifications on under Devices.</li>
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
