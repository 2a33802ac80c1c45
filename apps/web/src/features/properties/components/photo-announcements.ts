import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const PHOTO_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a photo, press Space to pick it up, use the arrow keys to choose its place, then press Space to drop it or Escape to cancel. The first photo is the cover.',
};

type Id = string | number;

/** What a screen reader hears while a photo moves: places, never ids. */
export function photoAnnouncements(ids: readonly string[]): Announcements {
  const place = (id: Id) => ids.indexOf(String(id)) + 1;
  const total = ids.length;
  return {
    onDragStart: ({ active }) => `Picked up photo ${place(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${place(active.id)} is over place ${place(over.id)} of ${total}.` : `Photo ${place(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${place(active.id)} dropped at place ${place(over.id)} of ${total}${place(over.id) === 1 ? ': it is the cover' : ''}.`
        : `Photo ${place(active.id)} was dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving photo ${place(active.id)} was cancelled; it stays where it was.`,
  };
}
