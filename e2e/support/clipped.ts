import type { Page } from '@playwright/test';

/**
 * What a person cannot read or reach on the screen as drawn (issue 46: the phone pass once
 * checked only that nothing scrolled sideways, and a conversation squeezed to a 24 px strip
 * passed). Found in the page:
 * - text cut: an element that hides its overflow while its content is wider (or taller) than
 *   its box, with no ellipsis to say so;
 * - a placeholder cut: an empty text box whose placeholder is wider than the room inside it;
 * - a control off-screen: a button, link or field whose box ends past the right edge, or past
 *   the edge of an ancestor that hides its overflow (not one that scrolls: that one can be reached).
 * Screen-reader-only text, hidden and inert parts are left out. Each finding names the element.
 */
export async function clippedOn(page: Page): Promise<string[]> {
  // Written as a string: this project's types have no DOM.
  return page.evaluate<string[]>(`(() => {
    const found = [];
    const viewport = document.documentElement.clientWidth;
    const hides = (s, axis) => ['hidden', 'clip'].includes(axis === 'x' ? s.overflowX : s.overflowY);
    const scrolls = (s) => ['auto', 'scroll'].includes(s.overflowX);
    const name = (el) => {
      const text = (el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(/\\s+/).slice(0, 3).join('.') : '';
      return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + (text ? ' "' + text + '"' : '');
    };
    const isShown = (el) => {
      if (el.closest('[inert], [aria-hidden="true"], .sr-only')) return false;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && s.clipPath === 'none' && s.clip === 'auto';
    };
    let canvas;
    const textWidth = (el, text) => {
      canvas ??= document.createElement('canvas');
      const ctx = canvas.getContext('2d');
      const s = getComputedStyle(el);
      ctx.font = s.fontStyle + ' ' + s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
      return ctx.measureText(text).width;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!(el instanceof HTMLElement) || !isShown(el)) continue;
      const s = getComputedStyle(el);
      // Text cut: only where there is text directly inside (a box of boxes is judged by its boxes).
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (ownText && s.textOverflow !== 'ellipsis' && s.webkitLineClamp === 'none') {
        if (hides(s, 'x') && el.scrollWidth - el.clientWidth > 1) found.push('text cut (' + (el.scrollWidth - el.clientWidth) + 'px wider than its box): ' + name(el));
        else if (hides(s, 'y') && el.scrollHeight - el.clientHeight > 4) found.push('text cut (' + (el.scrollHeight - el.clientHeight) + 'px taller than its box): ' + name(el));
      }
      if (el instanceof HTMLInputElement && el.placeholder && !el.value && ['text', 'search', 'email', 'tel', 'url', 'number', 'password'].includes(el.type)) {
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        const needed = textWidth(el, el.placeholder);
        if (needed - room > 1) found.push('placeholder cut (' + Math.round(needed - room) + 'px too long): ' + name(el));
      }
      if (el.matches('button, a[href], input, select, textarea, [role="button"], [role="tab"]')) {
        const r = el.getBoundingClientRect();
        let cutBy = null;
        let reachable = false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const as = getComputedStyle(a);
          if (scrolls(as)) {
            reachable = true;
            break;
          }
          if (!cutBy && hides(as, 'x')) {
            const ar = a.getBoundingClientRect();
            if (r.right - ar.right > 1 || ar.left - r.left > 1) cutBy = a;
          }
        }
        if (reachable) continue;
        if (r.right - viewport > 1) found.push('control off-screen (' + Math.round(r.right - viewport) + 'px past the right edge): ' + name(el));
        else if (cutBy) found.push('control cut by ' + name(cutBy).slice(0, 50) + ': ' + name(el));
      }
    }
    return [...new Set(found)];
  })()`);
}
