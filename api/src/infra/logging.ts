/**
 * Logger settings shared by the API (Fastify's pino) and the worker (its own pino): JSON lines on stdout, level
 * from LOG_LEVEL (default info), and a `service` field so lines from both can be told apart where they are
 * collected together. `pnpm start` turns the lines into short readable text (scripts/supervisor.ts).
 */
import { hostname } from 'node:os';

export interface SharedLoggerOptions {
  level: string;
  base: { service: string; pid: number; hostname: string };
}

export function loggerOptions(
  service: 'api' | 'worker',
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): SharedLoggerOptions {
  return { level: env.LOG_LEVEL || 'info', base: { service, pid: process.pid, hostname: hostname() } };
}
