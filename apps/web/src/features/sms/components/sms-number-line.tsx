import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SmsNumber } from '../api/get-sms-number';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type Props = { number: SmsNumber | null | undefined; isOn: boolean; isSaving: boolean; onTryAgain: () => void };

/**
 * The account's own texting number in the SMS card (decision 044): being bought, bought, why it
 * could not be, or kept for a while after SMS was turned off.
 */
export function SmsNumberLine({ number, isOn, isSaving, onTryAgain }: Props) {
  if (number === undefined) return null; // not read yet
  if (number?.status === 'failed') {
    return (
      <div className="grid gap-2">
        <p role="alert" className="text-sm text-destructive">
          We could not get you a texting number. {number.error}
        </p>
        <div>
          <Button type="button" variant="outline" isLoading={isSaving} onClick={onTryAgain}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (number?.status === 'active' && number.phone_number) {
    if (number.released_after) {
      return (
        <p className="text-sm text-muted-foreground">
          Your texting number {number.phone_number} stays yours until {day(number.released_after)}. Turn SMS on to keep it.
        </p>
      );
    }
    return (
      <div className="grid gap-1">
        <p className="text-sm">
          Your texting number: <span className="font-medium tabular-nums">{number.phone_number}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {number.local
            ? 'Texts stay in the local outbox: Twilio is not set up on this server.'
            : 'It is yours alone: replies to it reach only you.'}
        </p>
      </div>
    );
  }
  if (isOn || number?.status === 'buying') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Getting your texting number…{number?.error ? ` ${number.error} Trying again.` : ''}
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">Turning SMS on gives you a texting number of your own.</p>;
}
