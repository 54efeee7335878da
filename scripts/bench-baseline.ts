// A bare Node http server answering from memory with the exact bytes the shop answered: the yardstick for
// scripts/bench.ts. Runs in its own process, like the shop, so neither shares an event loop with the load generator.
import http from 'node:http';
import { readFileSync } from 'node:fs';

interface Payloads {
  products: { body: string; contentType: string };
  graphql: { body: string; contentType: string };
}

const payloads = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Payloads;
const products = Buffer.from(payloads.products.body);
const graphql = Buffer.from(payloads.graphql.body);

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/products') {
    res.writeHead(200, { 'content-type': payloads.products.contentType, 'content-length': products.length });
    res.end(products);
    return;
  }
  if (req.method === 'POST' && req.url === '/graphql') {
    // Read the request body as a real server must, then answer.
    req.on('data', () => {});
    req.on('end', () => {
      res.writeHead(200, { 'content-type': payloads.graphql.contentType, 'content-length': graphql.length });
      res.end(graphql);
    });
    return;
  }
  res.writeHead(404).end();
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
