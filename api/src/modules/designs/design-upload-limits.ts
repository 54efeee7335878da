import { DESIGN_MESSAGES, DESIGN_QUOTAS } from '@russ/schema/designs/design-rules';
import { rateLimiterFor, type RateLimit } from '../../infra/rate-limiter.js';
import { UploadRefused } from './design-upload.js';

/**
 * How often and how many at once a member may upload design files (security review, issue 17): at most
 * DESIGN_QUOTAS.uploadsPerMinute uploads a minute (counted in Redis, shared by every API process) and
 * DESIGN_QUOTAS.concurrentUploads at the same time (counted in this process: an upload holds its slot while its
 * bytes stream in and are checked). Both are checked before a byte of the file is read.
 */

export interface DesignUploadLimits {
  uploadsPerMember: RateLimit;
  /** Takes one of the member's upload slots (429 when none is free); call the returned function when done. */
  acquire(memberEmail: string): Promise<() => void>;
}

const limitsByConfig = new WeakMap<object, DesignUploadLimits>();

/** The limits of one server (found by its config object, so each test app has its own). */
export function designUploadLimits(config: object): DesignUploadLimits {
  let limits = limitsByConfig.get(config);
  if (!limits) {
    const uploadsPerMember = rateLimiterFor(config).rule({
      name: 'design-uploads-member',
      limit: DESIGN_QUOTAS.uploadsPerMinute,
      windowMs: 60_000,
    });
    const inProgress = new Map<string, number>();
    limits = {
      uploadsPerMember,
      async acquire(memberEmail) {
        const key = memberEmail.toLowerCase();
        const running = inProgress.get(key) ?? 0;
        if (running >= DESIGN_QUOTAS.concurrentUploads) throw new UploadRefused(429, DESIGN_MESSAGES.uploadBusy);
        inProgress.set(key, running + 1);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          const left = (inProgress.get(key) ?? 1) - 1;
          if (left > 0) inProgress.set(key, left);
          else inProgress.delete(key);
        };
        try {
          if (!(await uploadsPerMember.hit(key))) throw new UploadRefused(429, DESIGN_MESSAGES.uploadRate);
        } catch (error) {
          release();
          throw error;
        }
        return release;
      },
    };
    limitsByConfig.set(config, limits);
  }
  return limits;
}
