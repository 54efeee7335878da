import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './app.js';
import { requiredEnv } from './db.js';

/**
 * The real mail worker (worker/src/main.ts, from source) as a child process on a test app's database and queue
 * prefix, sending to SMTP_URL (the test maildev): with `startTestApp({ relay: true })` a committed outbox row
 * becomes a mail in the maildev that MAIL_API_URL reads. Stop it in afterAll.
 */
export interface MailWorkerProcess {
  stop(): Promise<void>;
}

const workerDir = fileURLToPath(new URL('../../../worker/', import.meta.url));

export async function startMailWorker(t: TestApp): Promise<MailWorkerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=russ-source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
    {
      cwd: workerDir,
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        REDIS_URL: t.config.redisUrl,
        QUEUE_PREFIX: t.config.queuePrefix,
        SMTP_URL: requiredEnv('SMTP_URL'),
        PUBLIC_URL: t.config.publicUrl,
        SESSION_SECRET: t.config.sessionSecret,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface ReceivedMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  html: string;
  /** When maildev received it (whole seconds). */
  time: string;
}

/** Waits until the maildev (MAIL_API_URL) holds a mail to `to` whose subject is `subject`, received after `since`. */
export async function waitForMail(to: string, subject: string, since: Date, timeoutMs = 30_000): Promise<ReceivedMail> {
  const api = requiredEnv('MAIL_API_URL').replace(/\/+$/, '');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${api}/api/email`).catch(() => null);
    if (response?.ok) {
      const mails = (await response.json()) as ReceivedMail[];
      const found = mails.find(
        (mail) =>
          mail.subject === subject &&
          new Date(mail.time).getTime() >= since.getTime() - 1000 &&
          mail.to.some((address) => address.address.toLowerCase() === to.toLowerCase()),
      );
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
