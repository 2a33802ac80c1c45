import { readLimitReached, type LimitReachedBody as LimitReachedResponse } from '@porchlight/domain/billing/limit-reached';
import { FEATURE_LABELS } from '@porchlight/domain/billing/plans';
import { type ApiError, isApiError, messageOf } from './api-client';
import { navigateInApp } from './app-navigate';
import { isServiceDown } from './service-status';
import { toastLater } from './toast-later';

/** The server answers 402 when an action would go past a plan limit (DESIGN: Data and tenancy). */
export const LIMIT_REACHED_STATUS = 402;
export const PLANS_PATH = '/settings?tab=plan';
export const SEE_PLANS_LABEL = 'See plans';

/** True for an API answer "limit reached" (402): the global handler has already shown a toast. */
export function isLimitReached(error: unknown): error is ApiError {
  return isApiError(error) && error.status === LIMIT_REACHED_STATUS;
}

/** Which limit, how much is used and allowed; null when the 402 carries no details. */
export function limitReachedDetails(error: unknown): LimitReachedResponse | null {
  if (!isLimitReached(error)) return null;
  return readLimitReached(error.body);
}

// "Leads" -> "leads", "E-mails" -> "e-mails", "SMS messages" stays: acronyms keep their capitals.
const lowerFirst = (label: string) => (/^[A-Z](?![A-Z])/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);
// "Properties" -> "property", "Exports per month" -> "export per month", "User seats" -> "user seat".
function singular(label: string): string {
  const [head, ...rest] = label.split(' per ');
  const one = head!.endsWith('ies') ? `${head!.slice(0, -3)}y` : head!.replace(/s$/, '');
  return [one, ...rest].join(' per ');
}

/** "You've reached your plan's limit of 25 leads" (or "Your plan doesn't include SMS messages" at 0). */
export function limitReachedMessage({ limit, allowed }: Pick<LimitReachedResponse, 'limit' | 'allowed'>): string {
  const label = lowerFirst(FEATURE_LABELS[limit]);
  if (allowed === 0) return `Your plan doesn't include ${label}`;
  const noun = allowed === 1 ? singular(label) : label;
  return `You've reached your plan's limit of ${allowed.toLocaleString('en-US')} ${noun}`;
}

/** The toast of every 402, with a way to the plans. One per limit at a time (sonner id). */
export function showLimitReachedToast(error: ApiError): void {
  const details = limitReachedDetails(error);
  const title = details ? limitReachedMessage(details) : error.message;
  toastLater((toast) =>
    toast.error(title, {
      id: `limit-reached:${details?.limit ?? 'unknown'}`,
      description: details
        ? `You've used ${details.used.toLocaleString('en-US')} of ${details.allowed.toLocaleString('en-US')}. Upgrade your plan or add an add-on to raise it.`
        : 'Upgrade your plan or add an add-on to raise it.',
      action: { label: SEE_PLANS_LABEL, onClick: () => navigateInApp(PLANS_PATH) },
    }),
  );
}

/** The query client's onError for every query and mutation: 402s get the limit toast. */
export function handleLimitReached(error: unknown): void {
  if (isLimitReached(error)) showLimitReachedToast(error);
}

/**
 * For a feature's own failure toast: shows `error.message` (or `fallback`) unless the error is a
 * 402, which the global handler has already announced with "See plans".
 */
export function toastErrorUnlessLimitReached(error: unknown, fallback: string, title?: string): void {
  // A 402 has its own toast; while the API is unavailable the banner speaks for every request.
  if (isLimitReached(error) || isServiceDown()) return;
  toastLater((toast) =>
    title ? toast.error(title, { description: messageOf(error, fallback) }) : toast.error(messageOf(error, fallback)),
  );
}
