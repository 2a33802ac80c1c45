import { createAuth } from './auth.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client.ts';
import type { Config } from './env.ts';
import type { AppDeps } from './lib/app-env.ts';
import type { Logger } from './lib/logger.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createEmailOutboxRepository } from './providers/email/email-outbox.repository.ts';
import { createEmailProvider } from './providers/email/email-provider.ts';
import type { AppServices } from './app.ts';

export type Composition = { deps: AppDeps; services: AppServices; database: DatabaseHandle; close: () => Promise<void> };

export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

/** Opens the database (migrating it) and wires providers and services: one place for both main and tests. */
export async function compose(config: Config, logger: Logger, dbOptions: DatabaseOptions = databaseOptions(config)): Promise<Composition> {
  const database = await openDatabase(dbOptions);
  const { db } = database;
  const email = createEmailProvider(config.smtpUrl, { outbox: createEmailOutboxRepository(db), logger, from: config.emailFrom });
  const profile = createProfileService(createProfileRepository(db));
  const auth = createAuth({ config, db, email, logger, onUserCreated: (user) => profile.createForNewUser(user) });
  return {
    deps: { config, db, auth, email, logger },
    services: { profile },
    database,
    close: async () => {
      await email.close();
      await database.close();
    },
  };
}
