import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { PUBLIC_CONTENT_CHANNEL, publicContentChanged } from './public-content.js';

const RECONNECT_MS = 1000;

/**
 * Keeps this API process's cached public content (catalogue, FAQ, blog, whole anonymous answers) in step with
 * every other process: one PostgreSQL connection of its own (outside MikroORM's pool, opened with the pool's
 * settings) LISTENs on `catalogue_changed` (announced by PublicContentInvalidator on every write of a product, FAQ
 * item or blog post) and drops the caches on each notice. When the connection is lost, the caches are dropped and
 * the listener reconnects (and drops them again once listening, since notices may have been missed in between).
 * Returns the function that stops it (buildApp calls it on close).
 */
export async function listenForPublicContentChanges(
  orm: MikroORM,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const pool = await orm.em.getConnection().getNativeClient();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const drop = () => publicContentChanged(orm.em);

  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const connection = new pg.Client(pool.options);
      // Errors and the end of the connection are handled below; one failing to connect is retried.
      connection.on('error', () => {});
      await connection.connect().catch(async (error: unknown) => {
        await connection.end().catch(() => {});
        throw error;
      });
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
        await connection.end().catch(() => {});
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
      await connection.end().catch(() => {});
    }
  };
}
