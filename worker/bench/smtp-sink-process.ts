// A counting SMTP sink in its own process for `pnpm bench:newsletter` (forked with IPC): accepts every mail,
// keeps only a count, and answers `{ type: 'count' }` with `{ count }`. `{ type: 'reset' }` sets it to 0.
// `{ type: 'notify', count: n }` asks for one `{ type: 'reached', count }` the moment n mails are in (so the bench
// does not poll while it measures).
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
let count = 0;
let notifyAt = Infinity;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      count += 1;
      callback();
      if (count >= notifyAt) {
        notifyAt = Infinity;
        process.send?.({ type: 'reached', count });
      }
    });
  },
});
server.on('error', (error) => console.error(`sink: ${error.message}`));
server.listen(port, '127.0.0.1', () => process.send?.({ type: 'ready' }));
process.on('message', (message: { type: string; count?: number }) => {
  if (message.type === 'count') process.send?.({ type: 'count', count });
  if (message.type === 'notify') {
    if (count >= message.count!) process.send?.({ type: 'reached', count });
    else notifyAt = message.count!;
  }
  if (message.type === 'reset') {
    count = 0;
    process.send?.({ type: 'count', count });
  }
});
process.on('disconnect', () => process.exit(0));
