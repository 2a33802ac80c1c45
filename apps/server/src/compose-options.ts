import type { PasswordHashing } from './auth.ts';
import type { RetentionDaysResolver } from './modules/notifications/notifications.service.ts';

export type ComposeOptions = {
  /**
   * How many days each user's plan keeps notifications (the plan's dataRetention). Billing
   * supplies it; until then nothing expires.
   */
  retentionDaysFor?: RetentionDaysResolver;
  /** How often streams send a heartbeat (tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** Test apps sharing one PostgreSQL keep their jobs apart (see JobQueueOptions.namespace). */
  jobNamespace?: string;
  /**
   * The name this instance's job worker keeps across restarts, to take back at start what it left
   * running (decision 046): host and port by default; null for none (test apps, which come and go
   * by the hundred on one database).
   */
  instanceName?: string | null;
  /** How often the worker looks for due jobs (tests shorten it). */
  jobPollMs?: number;
  /** Cron schedules on (default); tests enqueue the ticks they mean instead. */
  jobSchedules?: boolean;
  /** IMAP IDLE on connected mailboxes (default on; the 30 s reads run either way). */
  mailboxIdle?: boolean;
  /**
   * Stored secrets sealed again under the current APP_SECRET at start (default on). Test apps
   * sharing one PostgreSQL with different secrets turn it off, or one would reseal another's rows.
   */
  resealSecretsAtStart?: boolean;
  /**
   * Duplicate keys backfilled at start for records older than the keys (default on). Test apps
   * sharing one PostgreSQL turn it off: each would walk every other test's rows, and a test
   * waiting for its own jobs would wait for that walk.
   */
  backfillKeysAtStart?: boolean;
  /**
   * Password hashing (default: better-auth's scrypt, about 100 ms of CPU a hash on purpose).
   * Test apps sign up hundreds of agents a run and pass a cheaper scrypt.
   */
  passwordHashing?: PasswordHashing;
};
