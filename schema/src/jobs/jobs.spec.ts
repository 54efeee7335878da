import { describe, expect, it } from 'vitest';
import { JOBS, isJobName, jobPayloadSchemas, parseJobPayload } from './jobs.js';

describe('job payloads', () => {
  it('has a payload schema for every job', () => {
    for (const name of Object.values(JOBS)) expect(jobPayloadSchemas[name]).toBeDefined();
    expect(isJobName('mail.contact-notice')).toBe(true);
    expect(isJobName('mail.unknown')).toBe(false);
    expect(isJobName('toString')).toBe(false);
  });

  it('accepts ids only', () => {
    expect(parseJobPayload(JOBS.signInLink, { signInTokenId: 5 })).toEqual({ signInTokenId: 5 });
    expect(() => parseJobPayload(JOBS.signInLink, { signInTokenId: 5, token: 'secret' })).toThrow();
    expect(() => parseJobPayload(JOBS.memberWelcome, { memberId: '5' })).toThrow();
    expect(() => parseJobPayload(JOBS.contactConfirmation, { contactId: 0 })).toThrow();
    expect(() => parseJobPayload(JOBS.newsletterConfirm, {})).toThrow();
  });
});
