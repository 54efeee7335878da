import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSV_BOM } from './csv.js';

class DownloadAborted extends Error {}

/**
 * Writes a chunk, waiting while the client reads slower than the database answers. A download the client
 * abandons ends the export (DownloadAborted) instead of waiting for a 'drain' that never comes.
 */
function writeOrAbort(body: PassThrough, chunk: string): Promise<void> {
  if (body.destroyed) return Promise.reject(new DownloadAborted());
  if (body.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      body.off('drain', onDrain);
      body.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new DownloadAborted());
    body.on('drain', onDrain);
    body.on('close', onClose);
  });
}

/**
 * Sends a CSV file (common/csv.ts) that `produce` writes while the response streams, starting with the byte order
 * mark: a database read in batches never holds the whole file in memory. A failure half-way breaks the download
 * (logged) instead of sending half a file; a client that goes away ends `produce` at its next write.
 */
export function sendCsvDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  produce: (write: (chunk: string) => Promise<void>) => Promise<void>,
) {
  const body = new PassThrough();
  const write = (chunk: string) => writeOrAbort(body, chunk);
  void (async () => {
    try {
      await write(CSV_BOM);
      await produce(write);
      body.end();
    } catch (error) {
      if (error instanceof DownloadAborted) return; // the browser went away; the snapshot is released
      request.log.error({ err: error, fileName }, 'CSV export failed');
      body.destroy(error as Error);
    }
  })();
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}
