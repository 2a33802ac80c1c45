import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '../src/auth.ts';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;
// A real salted scrypt, 1/32 of better-auth's work factor (N 16384, r 16): about 3.5 ms a hash
// instead of 100. The test apps sign up hundreds of agents a run; the e2e journeys and the
// fault tests' server processes keep the production hashing.
const COST = { N: 1024, r: 8, p: 1 };
const PREFIX = 'test-scrypt';

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = crypto.randomBytes(16);
    const key = await scrypt(password.normalize('NFKC'), salt, 32, COST);
    return `${PREFIX}:${salt.toString('hex')}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    if (expected.length === 0) return false;
    const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'hex'), expected.length, COST);
    return crypto.timingSafeEqual(actual, expected);
  },
};
