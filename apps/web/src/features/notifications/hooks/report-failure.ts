import { toast } from '@/lib/toast';

/** Spec 001 §8: a failed change is logged and shown; the state was already rolled back. */
export function reportFailure(message: string, error: unknown) {
  console.warn(message, error);
  toast.error(message);
}
