// The baseline of `pnpm bench:newsletter`: the same number of mails sent by a bare nodemailer loop from one
// process (a pool of `concurrency` SMTP connections, that many loops), with no database and no templates.
// Prints one JSON line `{ sent, ms }`.
import nodemailer from 'nodemailer';

const [smtpUrl, countArg, concurrencyArg] = process.argv.slice(2);
const total = Number(countArg);
const concurrency = Number(concurrencyArg);
const transporter = nodemailer.createTransport({
  url: smtpUrl,
  pool: true,
  maxConnections: concurrency,
  maxMessages: Infinity,
} as Parameters<typeof nodemailer.createTransport>[0]);

const started = performance.now();
let next = 0;
let sent = 0;
const loop = async () => {
  while (next < total) {
    const i = next++;
    await transporter.sendMail({
      from: 'post@russekompaniet.no',
      to: `baseline-${i}@example.no`,
      subject: 'Nyheter fra butikken',
      text: 'Hei!\n\nNye hettegensere i butikken.\n',
      html: '<h1>Hei!</h1><p>Nye hettegensere i butikken.</p>',
    });
    sent += 1;
  }
};
await Promise.all(Array.from({ length: concurrency }, loop));
console.log(JSON.stringify({ sent, ms: performance.now() - started }));
transporter.close();
