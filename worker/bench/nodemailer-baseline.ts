// The baseline of `pnpm bench:newsletter`: the same number of mails sent by a bare nodemailer loop from one
// process (a pool of `concurrency` SMTP connections, that many loops), with no database and no per-mail work: one
// campaign mail is rendered once, from the same template and body as the bench's campaign, so both sides put the
// same bytes on the wire. Prints one JSON line `{ sent, ms }`.
import nodemailer from 'nodemailer';
import { campaignContent, campaignMail } from '../src/jobs/newsletter-campaign/campaign-mail.js';
import { createMailRenderer } from '../src/mail/render.js';

const [smtpUrl, countArg, concurrencyArg] = process.argv.slice(2);
const total = Number(countArg);
const concurrency = Number(concurrencyArg);
const transporter = nodemailer.createTransport({
  url: smtpUrl,
  pool: true,
  maxConnections: concurrency,
  maxMessages: Infinity,
} as Parameters<typeof nodemailer.createTransport>[0]);

const renderer = createMailRenderer({
  name: 'Russekompaniet',
  email: 'post@russekompaniet.no',
  phone: '+47 22 12 34 56',
  address: 'Karl Johans gate 12, 0154 Oslo',
  publicUrl: 'http://localhost:3217',
});
const content = campaignContent({
  subject: 'Nyheter fra butikken',
  body: '# Hei!\n\nNye **hettegensere** i butikken.',
});
const mail = campaignMail(
  renderer,
  content,
  'baseline@example.no',
  'http://localhost:3217/api/newsletter/campaign-unsubscribe?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwdXJwb3NlIjoiY2FtcGFpZ24tdW5zdWJzY3JpYmUiLCJyaWQiOjEsImlhdCI6MTc5NTY1MDk5M30.HaiUUnseU2UkhPh5GMzxeo7k3eDTMstLadpEYXbThpM',
);

const started = performance.now();
let next = 0;
let sent = 0;
const loop = async () => {
  while (next < total) {
    const i = next++;
    await transporter.sendMail({
      from: 'post@russekompaniet.no',
      to: `baseline-${i}@example.no`,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    sent += 1;
  }
};
await Promise.all(Array.from({ length: concurrency }, loop));
console.log(JSON.stringify({ sent, ms: performance.now() - started }));
transporter.close();
