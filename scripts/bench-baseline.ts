// A bare Node http server answering from memory with the exact bytes the shop answered: the yardstick for
// scripts/bench.ts. Runs in its own process, like the shop, so neither shares an event loop with the load generator.
import http from 'node:http';
import { readFileSync } from 'node:fs';

/** One request of the benchmark and the shop's answer to it. */
export interface BaselineAnswer {
  method: 'GET' | 'POST';
  /** Path and query string, exactly as requested. */
  url: string;
  body: string;
  contentType: string;
}

function serve(file: string): void {
  const answers = new Map(
    (JSON.parse(readFileSync(file, 'utf8')) as BaselineAnswer[]).map((answer) => [
      `${answer.method} ${answer.url}`,
      { body: Buffer.from(answer.body), contentType: answer.contentType },
    ]),
  );

  const server = http.createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    const send = () => {
      res.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length });
      res.end(answer.body);
    };
    if (req.method !== 'POST') return send();
    // Read the request body as a real server must, then answer.
    req.on('data', () => {});
    req.on('end', send);
  });

  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
}

if (process.argv[2]) serve(process.argv[2]);
