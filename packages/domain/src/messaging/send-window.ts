import { minutesOfDayIn } from '../notifications/quiet-hours';
import { timeZoneOfPhone } from './phone';

/** Texts to leads go out between 8:00 and 21:00 on the lead's clock. */
export const SMS_WINDOW_START_MINUTES = 8 * 60;
export const SMS_WINDOW_END_MINUTES = 21 * 60;

/** The lead's time zone: its phone's area code, else the agent's. */
export const leadTimeZone = (phone: string | null | undefined, agentTimeZone: string) => timeZoneOfPhone(phone) ?? agentTimeZone;

export type SendWindow = { allowed: boolean; timeZone: string; nextAllowedAt: Date };

/**
 * Whether a text may go out at `at` (8:00 inclusive to 21:00 exclusive in `timeZone`) and, when
 * not, the next 8:00 there.
 */
export function smsSendWindow(at: Date, timeZone: string): SendWindow {
  const now = minutesOfDayIn(at, timeZone);
  if (now >= SMS_WINDOW_START_MINUTES && now < SMS_WINDOW_END_MINUTES) return { allowed: true, timeZone, nextAllowedAt: at };
  const wait = now < SMS_WINDOW_START_MINUTES ? SMS_WINDOW_START_MINUTES - now : 24 * 60 - now + SMS_WINDOW_START_MINUTES;
  const next = new Date(at.getTime() + wait * 60_000);
  next.setUTCSeconds(0, 0);
  // A daylight-saving change in between moves the wall clock by an hour: land on 8:00 itself.
  const landed = minutesOfDayIn(next, timeZone);
  const fixed = new Date(next.getTime() + (SMS_WINDOW_START_MINUTES - landed) * 60_000);
  return { allowed: false, timeZone, nextAllowedAt: Math.abs(SMS_WINDOW_START_MINUTES - landed) <= 60 ? fixed : next };
}
