import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_CONTENT_CHANNEL, publicContentChanged } from './public-content.js';

/** The part of node-postgres' client the listener uses. */
interface RawClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
  removeAllListeners(): void;
}

interface KnexClient {
  acquireRawConnection(): Promise<RawClient>;
  destroyRawConnection(connection: RawClient): Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * Keeps this API process's cached public content (catalogue, FAQ, blog, whole anonymous answers) in step with
 * every other process: one PostgreSQL connection of its own LISTENs on `catalogue_changed` (announced by
 * PublicContentInvalidator on every write of a product, FAQ item or blog post) and drops the caches on each
 * notice. When the connection is lost, the caches are dropped and the listener reconnects (and drops them again
 * once listening, since notices may have been missed in between). Returns the function that stops it (buildApp
 * calls it on close).
 */
export async function listenForPublicContentChanges(
  orm: MikroORM,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const knexClient = orm.em.getConnection().getKnex().client as unknown as KnexClient;
  let client: RawClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const drop = () => publicContentChanged(orm.em);

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const connection = await knexClient.acquireRawConnection();
      connection.on('notification', (message) => {
        if (message.channel === PUBLIC_CONTENT_CHANNEL) drop();
      });
      const lost = (error?: Error) => {
        if (client !== connection) return;
        client = null;
        connection.removeAllListeners();
        drop();
        if (!stopped) {
          log.warn({ err: error }, 'public content listener: connection lost; reconnecting');
          retry = setTimeout(() => void connect(), RECONNECT_MS);
        }
      };
      connection.on('error', lost);
      connection.on('end', lost);
      client = connection;
      await connection.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
      if (stopped) {
        await knexClient.destroyRawConnection(connection).catch(() => {});
        return;
      }
      drop();
    } catch (error) {
      client = null;
      if (!stopped) {
        log.warn({ err: error }, 'public content listener: could not listen; retrying');
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const connection = client;
    client = null;
    if (connection) {
      connection.removeAllListeners();
      connection.on('error', () => {});
      await knexClient.destroyRawConnection(connection).catch(() => {});
    }
  };
}
