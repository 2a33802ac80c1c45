import { useLayoutEffect, useState, type RefObject } from 'react';

let canvas: HTMLCanvasElement | undefined;

/** The width `text` takes in `input`'s font, or undefined where nothing lays text out (tests). */
function textWidth(input: HTMLInputElement, text: string): number | undefined {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext?.('2d');
  if (!context) return undefined;
  const style = getComputedStyle(input);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/**
 * A search box's placeholder, never cut (issue 46): the full text while it fits the box, else
 * the short one. Measured again whenever the box changes width (a phone turned, filters wrapping).
 */
export function usePlaceholderThatFits(
  ref: RefObject<HTMLInputElement | null>,
  full: string | undefined,
  short: string,
): string | undefined {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || !full || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const style = getComputedStyle(input);
      const room = input.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      // A box not laid out (hidden, 0 wide) keeps the full text until it is.
      if (room <= 0) return setFits(true);
      const needed = textWidth(input, full);
      setFits(needed === undefined || needed <= room);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(input);
    return () => observer.disconnect();
  }, [ref, full]);
  return fits ? full : short;
}
