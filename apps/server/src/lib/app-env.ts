import type { Auth } from '../auth.ts';
import type { Database } from '../db/client.ts';
import type { DiskFullRecord } from '../db/database-faults.ts';
import type { Config } from '../env.ts';
import type { EmailProvider } from '../providers/email/email-provider.ts';
import type { Logger } from './logger.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionInfo, SessionUser } from './session.ts';

export type { SessionInfo, SessionUser };

/** What createApp() is built from: main.ts opens the real ones, tests open them on loopback. */
export type AppDeps = {
  config: Config;
  db: Database;
  auth: Auth;
  email: EmailProvider;
  logger: Logger;
  /** Sessions resolved a moment ago; composition keeps it current across instances. */
  sessionCache?: SessionCache;
  /** When a write last failed for a full disk (requests and jobs record it; /api/health/ready reports it). */
  diskFull?: DiskFullRecord;
};

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** The book the request works in (lib/book-scope.ts): the agent's own id, or a team owner's on a shared route. */
    bookId: string;
    session: SessionInfo;
    requestId: string;
    /** The socket's address, or the trusted proxy's X-Forwarded-For (TRUST_PROXY). */
    clientIp: string | null;
  };
};
