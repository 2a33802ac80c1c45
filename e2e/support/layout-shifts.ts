import type { Page } from '@playwright/test';

/**
 * Every layout shift since the page opened (the browser keeps them), each with what moved and
 * where from and to, read two frames after the call so the last render has been laid out.
 */
export function layoutShiftsSoFar(page: Page): Promise<string[]> {
  return page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const shifts = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
        const moved = entry.sources.map((s) => (s.node ? s.node.nodeName + '.' + String(s.node.className).slice(0, 40) : 'a removed node') + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect));
        shifts.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' + moved.join(', '));
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => { observer.disconnect(); done(shifts); }, 100);
  })))`);
}
