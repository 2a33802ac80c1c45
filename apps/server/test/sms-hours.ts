import { smsSendWindow } from '@porchlight/domain/messaging/send-window';

// Texts wait for 8:00-21:00 on the lead's clock: tests that send one now pick a zone where it is
// day for the next ten minutes, so they hold at any hour.
const ZONES = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
];

/** A time zone where a text may go out now and for the next ten minutes. */
export const smsDayZone = () =>
  ZONES.find((z) => smsSendWindow(new Date(), z).allowed && smsSendWindow(new Date(Date.now() + 10 * 60_000), z).allowed)!;
