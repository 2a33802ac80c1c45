import { vi } from 'vitest';

// A test fails on an unexpected console.error (React warnings, act() misuse, bad props).
const originalError = console.error;
let recorded: unknown[][] = [];

export function watchConsoleErrors(): void {
  recorded = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recorded.push(args);
    originalError(...args);
  });
}

export function takeConsoleErrors(): unknown[][] {
  const errors = recorded;
  recorded = [];
  return errors;
}

/** For a test that provokes an error on purpose (an error boundary test): silence and forget. */
export function allowConsoleErrors(): void {
  vi.mocked(console.error).mockImplementation(() => {});
  recorded = [];
}
