import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', false, stream), text: () => lines.join('') };
}

const TOKEN = 'reset-token-7f3a9c1e';

describe('the logger never writes what a user sent as a secret', () => {
  it("keeps a failed query's statement and drops its values, also in the stack and in causes", () => {
    const { logger, text } = capture();
    const failed = new DrizzleQueryError(
      'select "id" from "auth_verifications" where "identifier" = $1',
      [`reset-password:${TOKEN}`],
      new Error('invalid byte sequence'),
    );
    logger.error({ err: failed }, 'Unhandled error');
    logger.error({ args: [failed] }, 'better-auth: failed to reset');
    logger.error({ err: new Error('wrapped', { cause: failed }) }, 'Unhandled error');
    expect(text()).toContain('auth_verifications');
    expect(text()).toContain('invalid byte sequence');
    expect(text()).not.toContain(TOKEN);
  });

  it('redacts token, password and secret fields', () => {
    const { logger, text } = capture();
    logger.info(
      { body: { token: TOKEN, newPassword: 'hunter22 hunter', password: 'hunter22 hunter' }, config: { secret: 's3cr3t-value' } },
      'request',
    );
    expect(text()).not.toMatch(new RegExp(`${TOKEN}|hunter22|s3cr3t-value`));
  });
});
