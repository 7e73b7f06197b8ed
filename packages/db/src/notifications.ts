// PostgreSQL LISTEN/NOTIFY: how one server process tells the others that data changed.
import { sql } from 'kysely';
import pg from 'pg';
import type { Executor } from './transaction.js';

export interface NotificationListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called with each payload sent on the channel, by any process (this one included). */
  onMessage(payload: string): void;
  /**
   * Called after the connection was lost and made again: messages sent meanwhile were missed, so
   * whatever they would have told must be assumed.
   */
  onReconnect(): void;
  onError?(error: unknown): void;
}

const RECONNECT_MS = 1000;

/**
 * NOTIFY `payload` on `channel`. Through a transaction it is sent when that commits and dropped if
 * it rolls back, so listeners never hear of a change that did not happen.
 */
export async function notify(executor: Executor, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(executor);
}

/** LISTENs on `channel` over a connection of its own, made again whenever it is lost. */
export async function listen(
  databaseUrl: string,
  channel: string,
  options: ListenOptions,
): Promise<NotificationListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) options.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      options.onError?.(error);
      retry(next);
    });
    next.on('end', () => retry(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const retry = (lost: pg.Client): void => {
    if (closed || client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    const attempt = (): void => {
      timer = setTimeout(() => {
        connect().then(options.onReconnect, (error: unknown) => {
          options.onError?.(error);
          if (!closed) attempt();
        });
      }, RECONNECT_MS);
      timer.unref();
    };
    attempt();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
