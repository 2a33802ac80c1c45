import { describe, expect, it } from 'vitest';
import { classifySessionError } from './get-session';

describe('classifySessionError (spec 000 §8)', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'offline'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'offline'],
    [{ status: 400, message: 'Invalid Refresh Token: refresh_token not found' }, 'invalid-session'],
    [{ status: 401, message: 'Session expired. Re-authenticate to perform this action.' }, 'invalid-session'],
    [{ message: 'invalid session' }, 'invalid-session'],
    [{ status: 500, statusText: 'Internal Server Error' }, 'other'],
    ['weird', 'other'],
  ])('%j -> %s', (error, kind) => {
    expect(classifySessionError(error)).toBe(kind);
  });
});
