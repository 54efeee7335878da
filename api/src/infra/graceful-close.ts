import type { Server } from 'node:http';

export interface GracefulCloseOptions {
  /** How often a connection left idle by a finished answer is closed while the server drains (ms). */
  sweepMs?: number;
  /** After this long, every connection still open is cut, answers in flight included (ms). */
  deadlineMs?: number;
}

/**
 * Closes an HTTP server the way a restart wants it: no new connections, answers in flight finish, and a browser's
 * keep-alive connection is closed as soon as its last answer is out. Node's `server.close()` (and Fastify's
 * `forceCloseConnections: 'idle'`) closes only the connections idle at that moment; one busy then stays open
 * afterwards until its keep-alive timeout (72 s in Fastify), so a restart during a page load waited that long.
 * `close` is what stops the server (Fastify's `app.close()`, which also runs its onClose hooks).
 */
export async function closeGracefully(
  server: Server,
  close: () => Promise<unknown>,
  { sweepMs = 100, deadlineMs = 8_000 }: GracefulCloseOptions = {},
): Promise<void> {
  const sweep = setInterval(() => server.closeIdleConnections(), sweepMs);
  const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
  try {
    await close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
