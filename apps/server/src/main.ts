import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { compose } from './compose.ts';
import { DatabaseUnreachableError } from './db/database-unreachable.ts';
import { ConfigError, loadConfig } from './env.ts';
import { createLogger } from './lib/logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Porchlight cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, process.stdout.isTTY && config.nodeEnv !== 'production');
  const composition = await compose(config, logger);
  const app = createApp(composition.deps, composition.services);

  await composition.startBackgroundJobs();
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(
      { port: info.port, database: composition.database.driver, email: composition.deps.email.driver },
      `Porchlight is listening on ${config.appUrl}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('Requests did not finish in time; closing anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting connections and waits for in-flight requests; idle keep-alive
    // sockets are closed now so they do not hold the process open.
    // Event streams never finish on their own: end them so close() does not wait for them.
    composition.services.realtime.streams.closeAll();
    server.close(async () => {
      await composition.close();
      logger.info('Stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof DatabaseUnreachableError) {
    console.error(`Porchlight cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error('Porchlight failed to start:', error);
  process.exit(1);
});
