import { LogOut, ShieldCheck, Save } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSignOut } from '../hooks/use-sign-out';

type SignOutDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Spec 000 §2 sign-out confirmation; the texts are the spec's, word for word. */
export function SignOutDialog({ open, onOpenChange }: SignOutDialogProps) {
  const { signOutNow, isSigningOut } = useSignOut();

  const handleSignOut = async () => {
    const { error } = await signOutNow();
    // Spec 000 §2: the dialog closes after the attempt whether or not it failed.
    onOpenChange(false);
    if (error) toast.error('Sign-out failed. Check your connection and try again.');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isSigningOut && onOpenChange(next)}>
      <DialogContent hideClose className="max-w-md">
        <DialogHeader>
          <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive-text">
            <LogOut className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>Sign Out</DialogTitle>
          <DialogDescription>
            Are you sure you want to sign out? You'll be logged out of all devices and your work will be saved automatically
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 rounded-md bg-muted p-3 text-sm">
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            You'll be signed out securely
          </li>
          <li className="flex items-center gap-2">
            <Save className="size-4 shrink-0 text-success" aria-hidden="true" />
            Your settings and data will remain saved
          </li>
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSigningOut}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleSignOut} isLoading={isSigningOut}>
            {isSigningOut ? 'Signing out...' : 'Sign Out'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
