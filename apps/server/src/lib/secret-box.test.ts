import { describe, expect, it } from 'vitest';
import { createSecretBox, isSignedToken, signedToken } from './secret-box.ts';

const OLD = 'the-former-app-secret-0123456789abcdef';
const NEW = 'the-current-app-secret-0123456789abcdef';
const OTHER = 'somebody-elses-app-secret-0123456789abc';

describe('secret box', () => {
  it.each([
    ['the current secret', NEW, [], true],
    ['a former secret listed as previous', OLD, [OLD], true],
    ['a former secret no longer listed', OLD, [], false],
    ['a secret never ours', OTHER, [OLD], false],
  ] as const)('a value sealed under %s opens: %s', (_label, sealedUnder, previous, opens) => {
    const sealed = createSecretBox(sealedUnder, 'purpose').seal('p4ssw0rd');
    const box = createSecretBox(NEW, 'purpose', previous);
    if (opens) expect(box.open(sealed)).toBe('p4ssw0rd');
    else expect(() => box.open(sealed)).toThrow('Unreadable stored secret');
  });

  it('keeps purposes apart: a value sealed for one purpose does not open for another', () => {
    const sealed = createSecretBox(NEW, 'email-account-password').seal('x');
    expect(() => createSecretBox(NEW, 'sms-account-auth-token').open(sealed)).toThrow();
  });

  it('reseals what a former secret sealed, and leaves current and unknown values alone', () => {
    const box = createSecretBox(NEW, 'purpose', [OLD]);
    const former = createSecretBox(OLD, 'purpose').seal('token');
    const moved = box.reseal(former)!;
    expect(createSecretBox(NEW, 'purpose').open(moved)).toBe('token'); // the current secret alone opens it now
    expect(() => createSecretBox(OLD, 'purpose').open(moved)).toThrow();
    expect(box.reseal(moved)).toBeUndefined();
    expect(box.reseal(createSecretBox(OTHER, 'purpose').seal('token'))).toBeUndefined();
    expect(box.reseal('not sealed at all')).toBeUndefined();
  });

  it.each([
    ['the current secret', NEW, true],
    ['a former secret', OLD, true],
    ['another secret', OTHER, false],
  ] as const)('a link token made under %s is accepted: %s', (_label, madeUnder, accepted) => {
    expect(isSignedToken(NEW, 'unsubscribe', 'lead-1', signedToken(madeUnder, 'unsubscribe', 'lead-1'), [OLD])).toBe(accepted);
  });
});
