// A minimal server-sent events client for the benches: what a browser tab's EventSource does
// with /api/realtime/events, without a browser. It keeps no events, only calls back, so a
// thousand of them in the measuring process hold no memory of their own that grows.
import http from 'node:http';

export type EventStreamHandlers = {
  /** Each event's name (`message` when it has none) and its data line, as it arrives. */
  onEvent: (name: string, data: string) => void;
  /** The server ended the stream or the connection dropped. */
  onEnd?: () => void;
};

/** Opens an event stream; resolves once the server answered 200, rejects on any other answer. */
export function openEventStream(
  port: number,
  pathname: string,
  headers: Record<string, string>,
  handlers: EventStreamHandlers,
  agent: http.Agent,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream answered ${res.statusCode}`));
      }
      let buffer = '';
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        handlers.onEnd?.();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let stop: number;
        while ((stop = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, stop);
          buffer = buffer.slice(stop + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          handlers.onEvent(name, /^data: (.*)$/m.exec(block)?.[1] ?? '');
        }
      });
      res.on('end', end);
      res.on('close', end);
      resolve(req);
    });
    req.on('error', reject);
  });
}
