import type { Socket } from 'node:net';
import type { SMTPServer, SMTPServerSession } from 'smtp-server';

/**
 * What a loopback SMTP server can do to a send, for the tests of sends cut off part-way: hold a
 * new connection before its greeting (the client has handed nothing over yet), hold or drop the
 * answer to a message that arrived in full (it may have been delivered, the client cannot know),
 * or refuse it at the end of DATA (it was not).
 */
export function smtpFaults() {
  const faults = { holdConnections: false, holdAnswers: false, dropAnswers: 0, refuseAnswers: 0 };
  const held: (() => void)[] = [];
  const sockets = new Map<number, Socket>();
  let connections = 0;
  let answersHeld = 0;

  return {
    faults,
    /** Connections opened so far. */
    get connections() {
      return connections;
    },
    /** Answers waiting now (held). */
    get answersHeld() {
      return answersHeld;
    },
    /** Knows each connection's socket, so an answer can be dropped. */
    watch(server: SMTPServer) {
      server.server.on('connection', (socket: Socket) => {
        if (socket.remotePort) sockets.set(socket.remotePort, socket);
        socket.on('close', () => socket.remotePort && sockets.delete(socket.remotePort));
      });
    },
    onConnect(_session: SMTPServerSession, callback: (err?: Error) => void) {
      connections += 1;
      if (faults.holdConnections) held.push(() => callback());
      else callback();
    },
    /** The message arrived in full: `keep` it unless refused, then answer, hold or drop. */
    answer(session: SMTPServerSession, keep: () => void, callback: (err?: Error | null) => void) {
      if (faults.refuseAnswers > 0) {
        faults.refuseAnswers -= 1;
        return callback(Object.assign(new Error('Message rejected: try again later'), { responseCode: 554 }));
      }
      keep();
      if (faults.dropAnswers > 0) {
        faults.dropAnswers -= 1;
        sockets.get(session.remotePort)?.destroy();
        return;
      }
      if (!faults.holdAnswers) return callback();
      answersHeld += 1;
      held.push(() => {
        answersHeld -= 1;
        callback();
      });
    },
    /** Lets everything held go on (to a client that may be gone). */
    release() {
      faults.holdConnections = false;
      faults.holdAnswers = false;
      for (const go of held.splice(0)) go();
    },
  };
}

export type SmtpFaults = ReturnType<typeof smtpFaults>;
