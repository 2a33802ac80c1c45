// How the app shows an appointment's time: on the viewer's own clock, in their locale.

const dayTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "Tue, Dec 1, 3:00 PM – 4:00 PM" (the end's day too when it is another day). */
export function formatRange(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return `${dayTime.format(start)} – ${sameDay ? time.format(end) : dayTime.format(end)}`;
}

export const formatTime = (at: string) => time.format(new Date(at));
