declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';
  type Options = { plugins?: string[]; users?: Record<string, { password: string }>; storage?: Record<string, unknown> };
  type ImapServer = {
    server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): unknown;
    getMailbox(path: string): { messages: unknown[] };
  };
  export default function hoodiecrow(options: Options): ImapServer;
}
