import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../lib/logger.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { VapidKeysRepository } from './vapid-keys.repository.ts';

// Web push signs with a VAPID key pair that must outlive restarts, instances and restores: a
// browser subscribed with the public key, and a new pair silences every device until its agent
// turns notifications on again. The operator may set both keys (VAPID_*); otherwise the pair
// lives in the database beside the subscriptions it signs for, so a database backup carries it.

export type VapidKeyPair = { publicKey: string; privateKey: string };

/** Where starts before the keys moved to the database kept them: read once, to keep their pair. */
export const LEGACY_VAPID_FILE = 'vapid-keys.json';

export function generateVapidKeys(): VapidKeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url'),
    privateKey: privateKey.export({ format: 'jwk' }).d!,
  };
}

const KeyPairSchema = z.object({
  publicKey: z.string().regex(/^B[A-Za-z0-9_-]{86}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

function legacyFileKeys(dataDir: string, logger: Logger): VapidKeyPair | undefined {
  const file = path.join(dataDir, LEGACY_VAPID_FILE);
  if (!fs.existsSync(file)) return undefined;
  try {
    return KeyPairSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    logger.warn({ file }, 'Not a VAPID key pair: ignored, a new pair is made (devices turn notifications on again)');
    return undefined;
  }
}

type Deps = {
  repo: VapidKeysRepository;
  /** APP_SECRET's box for purpose vapid-private-key. */
  box: SecretBox;
  /** The operator's pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), which wins over the database's. */
  configured: VapidKeyPair | undefined;
  dataDir: string;
  logger: Logger;
};

/**
 * The pair web push signs with: the operator's, else the database's. The first start makes it
 * (from DATA_DIR/vapid-keys.json when an earlier version kept one there), and instances starting
 * together keep one pair (one row, insert-or-read). A private key that no APP_SECRET opens (a
 * backup restored without its secret) is replaced, and said so in the log.
 */
export async function loadVapidKeys({ repo, box, configured, dataDir, logger }: Deps): Promise<VapidKeyPair> {
  if (configured) return configured;
  const seal = (pair: VapidKeyPair) => ({ publicKey: pair.publicKey, privateKeySealed: box.seal(pair.privateKey) });
  const open = (stored: { publicKey: string; privateKeySealed: string }) => ({
    publicKey: stored.publicKey,
    privateKey: box.open(stored.privateKeySealed),
  });
  const stored = (await repo.find()) ?? (await repo.keep(seal(legacyFileKeys(dataDir, logger) ?? generateVapidKeys())));
  try {
    return open(stored);
  } catch {
    logger.error(
      'The VAPID private key in the database does not open under APP_SECRET or APP_SECRET_PREVIOUS: a new pair is made, and every device must turn notifications on again',
    );
    return open(await repo.replace(stored, seal(generateVapidKeys())));
  }
}

/** The stored private key sealed under a former APP_SECRET, sealed again under the current one (the reseal job). */
export async function resealVapidKeys(repo: VapidKeysRepository, box: SecretBox): Promise<number> {
  const stored = await repo.find();
  const next = stored && box.reseal(stored.privateKeySealed);
  if (!stored || !next) return 0;
  await repo.replace(stored, { publicKey: stored.publicKey, privateKeySealed: next });
  return 1;
}
