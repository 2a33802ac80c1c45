import { STEP_DELIVERY_LABELS, type StepDelivery, type StepDeliveryState } from '@porchlight/domain/automations/step-delivery';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const VARIANTS: Record<StepDeliveryState, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  queued: 'outline',
  scheduled: 'outline',
  sending: 'outline',
  retrying: 'secondary',
  sent: 'secondary',
  delivered: 'default',
  kept: 'outline',
  failed: 'destructive',
  canceled: 'secondary',
};

const CHANNELS = { email: 'E-mail', sms: 'Text' } as const;

/**
 * Where a send step's message is now (read from the message, not the words the step recorded),
 * and why when it is retrying, failed or was cancelled.
 */
export function StepDeliveryStatus({
  delivery,
  withChannel = false,
  className,
}: {
  delivery: StepDelivery;
  withChannel?: boolean;
  className?: string;
}) {
  const label = STEP_DELIVERY_LABELS[delivery.state];
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <Badge variant={VARIANTS[delivery.state]}>
        <span className={withChannel ? undefined : 'sr-only'}>{CHANNELS[delivery.channel]}:&nbsp;</span>
        {label}
      </Badge>
      {delivery.error && (
        <span className={cn('text-xs', delivery.state === 'failed' ? 'text-destructive' : 'text-muted-foreground')}>{delivery.error}</span>
      )}
    </span>
  );
}
