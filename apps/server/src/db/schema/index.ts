export * from './auth.ts';
export * from './profiles.ts';
export * from './device-sessions.ts';
export * from './email-outbox.ts';
