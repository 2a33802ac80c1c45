import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { takeConsoleErrors, watchConsoleErrors } from './console-guard';
import { installMatchMedia } from './match-media';

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// Nothing matches by default (light OS theme, wide window); fresh for every test.
installMatchMedia();

beforeEach(() => {
  installMatchMedia();
  watchConsoleErrors();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
