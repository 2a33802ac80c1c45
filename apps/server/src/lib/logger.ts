import pino from 'pino';

export type Logger = pino.Logger;

/** Drizzle's failed-query message ends with "\nparams: <the bound values>". */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');

/**
 * A failed query's error carries its bind parameters (Drizzle puts them in `params` and in its
 * message, which wrappers repeat): a reset token, an e-mail, a name. Logs keep the statement,
 * the stack frames and the cause, never the values.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { params: _params, cause, ...fields } = error as Error & Record<string, unknown>;
  const message = withoutParams(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    ...fields,
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(cause === undefined ? {} : { cause: serializeError(cause) }),
  };
}

export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.newPassword', '*.token', '*.secret'],
        censor: '[redacted]',
      },
      serializers: {
        err: serializeError,
        // better-auth's log lines pass their errors as `args`.
        args: (args: unknown) => (Array.isArray(args) ? args.map(serializeError) : serializeError(args)),
      },
      ...(pretty && !destination ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } } } : {}),
    },
    destination,
  );
}
