import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { takeConsoleErrors, watchConsoleErrors } from './console-guard';
import { installMatchMedia } from './match-media';
import { markToasterReady, toastsSettled } from '@/lib/toast-later';

// CI runs every suite on 2 busy cores: the default 1 s for findBy/waitFor failed a save that took
// longer there, and 5 s failed the first press on a deferred overlay (its code loaded and
// transformed on that press). A real hang still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The app's toaster tells toastLater it listens; each test renders its own sonner Toaster first.
markToasterReady();

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// jsdom has no ResizeObserver; Radix (switch, select) measures elements with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Nothing matches by default (light OS theme, wide window); fresh for every test.
installMatchMedia();

beforeEach(() => {
  installMatchMedia();
  watchConsoleErrors();
});

afterEach(async () => {
  // A toast the test asked for reaches its own toaster, not the next test's.
  await toastsSettled();
  cleanup();
  FakeEventSource.forget();
  localStorage.clear();
  sessionStorage.clear();
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

// Sonner removes a dismissed toast 200 ms later on a timer it does not clear on unmount. If a file
// ends inside that window, the timer fires after jsdom is torn down and React fails on the missing
// window; letting it run out first keeps that from failing an unrelated run.
const SONNER_UNMOUNT_DELAY_MS = 200;
afterAll(() => new Promise((resolve) => setTimeout(resolve, SONNER_UNMOUNT_DELAY_MS + 50)));
