import net from 'node:net';

/**
 * A TCP link on loopback between the app and its PostgreSQL server, which a test can cut and
 * take down, as a network, a proxy or a failover would: `cut()` ends every open connection
 * (the app sees "Connection terminated unexpectedly"), `down()` also stops accepting new ones
 * (ECONNREFUSED, as from a server that is stopped), `up()` accepts again on the same port. Only
 * the connections of the app given `url` go through it, so the shared server is never touched.
 */
export async function databaseLink(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname || '127.0.0.1';
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = async () => {
    const next = net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // Either side ending ends the pair; errors are what the app under test must handle.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  };
  await listen();

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cut = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  // close() calls back once every connection ended: cut them while it waits.
  const stop = async () => {
    const closing = server;
    server = undefined;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : Promise.resolve();
    cut();
    await closed;
  };

  return {
    /** The DATABASE_URL of the app whose connections go through the link. */
    url: url.toString(),
    /** Open connections through the link now. */
    get open() {
      return sockets.size / 2;
    },
    cut,
    /** Refuses new connections and cuts the open ones: the database is gone. */
    async down() {
      await stop();
    },
    /** Accepts connections again (on the same port). */
    async up() {
      if (!server) await listen();
    },
    close: stop,
  };
}
export type DatabaseLink = Awaited<ReturnType<typeof databaseLink>>;
