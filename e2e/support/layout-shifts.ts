import { expect, type Page } from '@playwright/test';

/**
 * Every layout shift since the page opened that counts towards Cumulative Layout Shift (the
 * browser keeps them; shifts right after input do not count), each with what moved, read two
 * frames after the call so the last render has been laid out.
 */
function layoutShiftsSoFar(page: Page): Promise<{ value: number; moved: string }[]> {
  return page.evaluate(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const shifts = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
        const moved = entry.sources.map((s) => (s.node ? s.node.nodeName + '.' + String(s.node.className).slice(0, 40) : 'a removed node') + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect));
        shifts.push({ value: entry.value, moved: Math.round(entry.startTime) + ' ms: ' + moved.join(', ') });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => { observer.disconnect(); done(shifts); }, 100);
  })))`);
}

/**
 * The page's Cumulative Layout Shift so far is "good" in Core Web Vitals' terms (at most 0.1):
 * what an agent would notice as the page moving under them. A stricter "nothing moved at all"
 * depends on how fast the machine renders, so it fails on a loaded CI machine for nothing a
 * person would see; the failure message lists what moved.
 */
export async function expectPageHoldsStill(page: Page): Promise<void> {
  const shifts = await layoutShiftsSoFar(page);
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(score, `layout shifts: ${shifts.map((s) => `${s.value.toFixed(4)} at ${s.moved}`).join('; ') || 'none'}`).toBeLessThanOrEqual(0.1);
}
