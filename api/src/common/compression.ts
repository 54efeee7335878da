import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compression of the answers the API writes (GraphQL, REST, the HTML pages). The built frontends' files are
 * compressed once at build time and sent as they are (composition/static.ts); an answer that already carries a
 * Content-Encoding is left alone.
 */

/** Answers below this are sent as they are: compressing them gains little and costs a compressor per answer. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Text types worth compressing (@fastify/compress adds what mime-db marks compressible). Not the plugin's default,
 * which also compresses application/octet-stream (uploaded files of unknown type); never event streams.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/;

/**
 * Brotli or gzip, whichever the client prefers (Brotli at quality 4: close to gzip's speed, a smaller answer);
 * nothing else, so a client that only takes zstd or deflate gets the answer uncompressed. Request bodies are not
 * decompressed (clients send them as they are). Every answer of a compressible type says `Vary: Accept-Encoding`,
 * also when it went out uncompressed, so a shared cache never hands one client's variant to another.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (COMPRESSIBLE_TYPES.test(type)) varyOnAcceptEncoding(reply);
    return payload;
  });
}

/** Adds `accept-encoding` to the Vary header once (the spelling @fastify/compress and @fastify/static use). */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

/**
 * Sends a text answer compressed as above. For handlers that also run as the not-found handler (the SPA pages),
 * which @fastify/compress does not hook: `reply.compress` is there whenever the request matched a route first (the
 * static roots' wildcard routes hand unknown paths to the not-found handler).
 */
export function sendCompressed(reply: FastifyReply, body: string): FastifyReply {
  if (typeof reply.compress !== 'function') return reply.send(body);
  reply.compress(body);
  return reply;
}
