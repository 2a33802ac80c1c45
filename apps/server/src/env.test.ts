import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const SECRET = 'x'.repeat(32);
const tempDirs: string[] = [];

/** A fresh, empty DATA_DIR: nothing here may touch the real ./data. */
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-env-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const load = (env: Record<string, string | undefined>) => loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, ...env });

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('defaults', () => {
  it('fills in what is not set', () => {
    const config = loadConfig({ APP_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      emailFrom: 'Porchlight <no-reply@porchlight.local>',
      logLevel: 'info',
      trustProxy: false,
      chatWidgetSrc: undefined,
      extensionInstallUrl: undefined,
      socialSignIn: [],
    });
    expect(path.isAbsolute(config.webDistDir)).toBe(true);
  });

  it.each([
    [{ PORT: '8080' }, 'http://localhost:8080'],
    [{ PORT: '8080', APP_URL: 'https://crm.example.com/' }, 'https://crm.example.com'],
    [{ APP_URL: 'https://crm.example.com///' }, 'https://crm.example.com'],
  ])('derives APP_URL from %j', (env, appUrl) => {
    expect(load(env).appUrl).toBe(appUrl);
  });

  it.each([
    [{ DATABASE_URL: '' }, 'databaseUrl', undefined],
    [{ DATABASE_URL: 'postgres://u:p@db:5432/app' }, 'databaseUrl', 'postgres://u:p@db:5432/app'],
    [{ DATABASE_URL: 'postgresql://db/app' }, 'databaseUrl', 'postgresql://db/app'],
    [{ SMTP_URL: '  ' }, 'smtpUrl', undefined],
    [{ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }, 'smtpUrl', 'smtps://user:pass@mail.example.com:465'],
    [{ TRUST_PROXY: 'true' }, 'trustProxy', true],
    [{ TRUST_PROXY: '1' }, 'trustProxy', true],
    [{ TRUST_PROXY: '0' }, 'trustProxy', false],
    [{ JOB_LEASE_SECONDS: '20' }, 'jobLeaseSeconds', 20],
    [{ JOB_LEASE_SECONDS: '' }, 'jobLeaseSeconds', undefined],
  ] as const)('reads %j', (env, key, value) => {
    expect(load(env)[key]).toBe(value);
  });
});

describe('invalid values name the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ APP_SECRET: 'too-short' }, 'APP_SECRET'],
    [{ APP_SECRET_PREVIOUS: `${'y'.repeat(32)},short` }, 'APP_SECRET_PREVIOUS'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ JOB_LEASE_SECONDS: '1' }, 'JOB_LEASE_SECONDS'],
    [{ JOB_LEASE_SECONDS: 'soon' }, 'JOB_LEASE_SECONDS'],
    [{ AUTH_OIDC_CLIENT_ID: 'porchlight' }, 'AUTH_OIDC_CLIENT_SECRET'],
    [{ AUTH_OIDC_CLIENT_SECRET: 'secret' }, 'AUTH_OIDC_CLIENT_ID'],
    [{ AUTH_OIDC_CLIENT_ID: 'porchlight', AUTH_OIDC_CLIENT_SECRET: 'secret' }, 'AUTH_OIDC_DISCOVERY_URL'],
    [{ AUTH_GOOGLE_CLIENT_ID: 'id' }, 'AUTH_GOOGLE_CLIENT_SECRET'],
    [{ AUTH_GITHUB_CLIENT_SECRET: 'secret' }, 'AUTH_GITHUB_CLIENT_ID'],
    [{ DEV_MAILBOX: 'maybe' }, 'DEV_MAILBOX'],
    [{ DEV_MAILBOX: 'true', NODE_ENV: 'production', APP_SECRET: 'a-production-secret-that-is-long-enough-42' }, 'DEV_MAILBOX'],
  ])('%j', (env, variable) => {
    expect(configError(() => load(env)).message).toContain(variable);
  });
});

describe('APP_SECRET', () => {
  it('is required in production when no earlier start kept one', () => {
    const dataDir = tempDir();
    const error = configError(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
    expect(error.message).toContain('APP_SECRET');
    expect(fs.existsSync(path.join(dataDir, 'app-secret'))).toBe(false);
  });

  it('is generated once in development, kept in DATA_DIR and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'app-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(first.appSecret);
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
    // Production accepts the secret an earlier start kept.
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.dataDir).toBe(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8')).toBe(config.appSecret);
  });

  it('reads former secrets for a rotation, comma-separated, none by default', () => {
    expect(load({}).appSecretPrevious).toEqual([]);
    expect(load({ APP_SECRET_PREVIOUS: ` ${'a'.repeat(32)} , ${'b'.repeat(40)},` }).appSecretPrevious).toEqual([
      'a'.repeat(32),
      'b'.repeat(40),
    ]);
  });

  it('prefers the given one and writes nothing', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET }).appSecret).toBe(SECRET);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('social sign-in providers', () => {
  it('lists the complete pairs with their names', () => {
    const config = load({
      AUTH_GOOGLE_CLIENT_ID: 'g-id',
      AUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      AUTH_OIDC_DISCOVERY_URL: 'https://sso.example.com/.well-known/openid-configuration',
      AUTH_OIDC_CLIENT_ID: 'porchlight',
      AUTH_OIDC_CLIENT_SECRET: 'secret',
      AUTH_OIDC_NAME: 'Brokerage SSO',
    });
    expect(config.socialSignIn).toEqual([
      { kind: 'google', id: 'google', name: 'Google', clientId: 'g-id', clientSecret: 'g-secret' },
      {
        kind: 'oidc',
        id: 'oidc',
        name: 'Brokerage SSO',
        discoveryUrl: 'https://sso.example.com/.well-known/openid-configuration',
        clientId: 'porchlight',
        clientSecret: 'secret',
      },
    ]);
  });

  it('treats empty values as not set', () => {
    expect(load({ AUTH_GITHUB_CLIENT_ID: '', AUTH_GITHUB_CLIENT_SECRET: ' ' }).socialSignIn).toEqual([]);
  });
});

describe('VAPID keys (web push)', () => {
  it("are the operator's when both are set", () => {
    const keys = { publicKey: `B${'a'.repeat(86)}`, privateKey: 'b'.repeat(43) };
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid.keys).toEqual(keys);
    expect(load({}).vapid.keys).toBeUndefined();
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` }, 'must be set together'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'b'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://crm.example.com' }, 'VAPID_SUBJECT'],
  ])('refuses %j', (env, message) => {
    expect(configError(() => load(env)).message).toContain(message);
  });

  it.each([
    [{}, 'mailto:no-reply@porchlight.local'],
    [{ APP_URL: 'https://crm.example.com' }, 'https://crm.example.com'],
    [{ EMAIL_FROM: 'ops@example.com' }, 'mailto:ops@example.com'],
    [{ VAPID_SUBJECT: 'mailto:push@example.com', APP_URL: 'https://crm.example.com' }, 'mailto:push@example.com'],
  ])('name a contact for the push services from %j', (env, subject) => {
    expect(load(env).vapid.subject).toBe(subject);
  });
});
