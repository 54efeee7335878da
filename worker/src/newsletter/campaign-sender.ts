import { setTimeout as delay } from 'node:timers/promises';
import { NewsletterCampaign, signCampaignUnsubscribeToken, type EntityManager, type MikroORM } from '@russ/api/db';
import {
  campaignMailJobId,
  campaignsBeingSent,
  claimRecipients,
  fanOutPage,
  finishCampaignIfDone,
  markRecipientFailed,
  markRecipientSent,
  releaseRecipients,
  syncCampaignMailLog,
  type ClaimedRecipient,
} from './campaign-delivery.js';
import type { WorkerLogger } from '../composition/mail-worker.js';
import {
  campaignContent,
  campaignMailFactory,
  type CampaignContent,
} from '../jobs/newsletter-campaign/campaign-mail.js';
import type { MailMessage } from '../mail/transport.js';
import type { MailJobContext } from '../mail/mail-job.js';
import type { MailRenderer } from '../mail/render.js';
import type { MailTransport } from '../mail/transport.js';
import type { CampaignSendSettings } from './campaign-settings.js';

export interface CampaignSenderOptions {
  orm: MikroORM;
  config: MailJobContext['config'];
  renderer: MailRenderer;
  /** A pooled SMTP transport (`createSmtpTransport(url, from, { maxConnections, socketTimeoutMs })`). */
  transport: MailTransport;
  settings: CampaignSendSettings;
  logger?: WorkerLogger;
  /** Told of each mail the SMTP server accepted (`sent`) and each given up after its last attempt (`failed`). */
  onMailOutcome?: (outcome: 'sent' | 'failed') => void;
}

/** Waits `ms`, or less if the signal aborts first. */
const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  ms <= 0 || signal.aborted ? Promise.resolve() : delay(ms, undefined, { signal }).catch(() => undefined);

/** A round's work: whether the audience is copied completely, and the recipients claimed. */
interface Batch {
  copied: boolean;
  recipients: ClaimedRecipient[];
}

type CampaignMailFor = (to: string, unsubscribeUrl: string, messageId?: string) => MailMessage;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the campaigns that are `sending`. PostgreSQL is the queue: each round copies the next page of a
 * campaign's audience into its recipients (keyset-paged), claims a batch of recipients, mails them through a
 * pool of SMTP connections, records each one `sent` the moment the server accepted it, and waits as long as the
 * rate allows. Nothing about recipients goes through Redis, so a Redis restart changes nothing; a worker killed
 * midway leaves its claimed rows to be taken over after the lease; several workers share the work (claims
 * skip each other's rows). A refused mail is retried with exponential backoff up to NEWSLETTER_MAX_ATTEMPTS.
 *
 * The SMTP connections are kept busy between batches: the next batch is claimed while the lanes finish the
 * current one, and a finished batch is written to the mail log while the next one is being sent.
 */
export class CampaignSender {
  private readonly abort = new AbortController();
  private loop?: Promise<void>;
  private readonly contents = new Map<number, { version: number; content: CampaignContent; mail: CampaignMailFor }>();
  /** Per campaign, the next batch, claimed while the current one was being sent. */
  private readonly nextBatch = new Map<number, Promise<Batch>>();
  /** Mail log writes of finished batches, one after the other. */
  private mailLog: Promise<void> = Promise.resolve();
  private readonly host: string;

  constructor(private readonly options: CampaignSenderOptions) {
    this.host = new URL(options.config.publicUrl).hostname || 'localhost';
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops after the batch in hand (its mails are sent and recorded); a batch claimed in advance is given back. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    await this.mailLog;
    await this.releaseNextBatches(() => true);
  }

  get running(): boolean {
    return this.loop !== undefined && !this.abort.signal.aborted;
  }

  private async run(): Promise<void> {
    const { logger, settings } = this.options;
    while (!this.abort.signal.aborted) {
      let worked = false;
      try {
        const em = this.options.orm.em.fork();
        const sending = await campaignsBeingSent(em);
        // A campaign paused or cancelled since its next batch was claimed gets those recipients back.
        await this.releaseNextBatches((campaignId) => !sending.includes(campaignId));
        for (const campaignId of sending) {
          if (this.abort.signal.aborted) break;
          if (await this.round(campaignId)) worked = true;
        }
      } catch (error) {
        logger?.warn(`newsletter sender: ${messageOf(error)}`, { err: error });
      }
      if (!worked) await sleep(settings.pollMs, this.abort.signal);
    }
  }

  /** One round for one campaign; returns whether there was anything to do. */
  private async round(campaignId: number): Promise<boolean> {
    const { orm, settings, logger } = this.options;
    const em = orm.em.fork();
    const ahead = await this.nextBatch.get(campaignId);
    this.nextBatch.delete(campaignId);
    const { copied, recipients: claimed } = ahead?.recipients.length ? ahead : await this.prepare(campaignId);
    if (claimed.length === 0) {
      await this.mailLog;
      if (copied && (await finishCampaignIfDone(em, campaignId))) {
        this.contents.delete(campaignId);
        logger?.info(`newsletter campaign ${campaignId}: sent`);
      }
      return !copied;
    }
    const started = Date.now();
    const content = await this.content(campaignId);
    const halfway = Math.ceil(claimed.length / 2);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const recipient = claimed[next++]!;
        if (next === halfway && !this.abort.signal.aborted) this.claimAhead(campaignId);
        await this.deliver(em, campaignId, content, recipient);
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, claimed.length) }, lane));
    const ids = claimed.map((recipient) => recipient.id);
    this.mailLog = this.mailLog.then(() => this.record(() => syncCampaignMailLog(orm.em.fork(), campaignId, ids)));
    // The rate: a batch of n mails takes at least n / rate seconds.
    await sleep(started + (claimed.length * 1000) / settings.ratePerSecond - Date.now(), this.abort.signal);
    return true;
  }

  /** Copies the next page of the campaign's audience into its recipients, then claims a batch of them. */
  private async prepare(campaignId: number): Promise<Batch> {
    const { orm, settings } = this.options;
    const em = orm.em.fork();
    const copied = await fanOutPage(em, campaignId, settings.fanoutPageSize);
    return { copied, recipients: await claimRecipients(em, campaignId, settings.batchSize, settings.leaseMs) };
  }

  /** Prepares the campaign's next batch while the current one is being sent. */
  private claimAhead(campaignId: number): void {
    if (this.nextBatch.has(campaignId)) return;
    const batch = this.prepare(campaignId).catch((error: unknown) => {
      this.options.logger?.warn(
        `newsletter campaign ${campaignId}: could not claim the next batch (${messageOf(error)})`,
      );
      return { copied: false, recipients: [] };
    });
    this.nextBatch.set(campaignId, batch);
  }

  /** Gives back the batches claimed in advance for the campaigns `which` picks (never sent, not an attempt). */
  private async releaseNextBatches(which: (campaignId: number) => boolean): Promise<void> {
    for (const [campaignId, claim] of [...this.nextBatch]) {
      if (!which(campaignId)) continue;
      this.nextBatch.delete(campaignId);
      const { recipients } = await claim;
      if (recipients.length > 0) await this.record(() => releaseRecipients(this.options.orm.em.fork(), recipients));
    }
  }

  /** The campaign's mail, rendered once per campaign (and again if it changed). */
  private async content(campaignId: number): Promise<{ content: CampaignContent; mail: CampaignMailFor }> {
    const em = this.options.orm.em.fork();
    const campaign = await em.findOneOrFail(NewsletterCampaign, { id: campaignId });
    const version = campaign.updatedAt.getTime();
    const cached = this.contents.get(campaignId);
    if (cached && cached.version === version) return cached;
    const content = campaignContent(campaign);
    const entry = { version, content, mail: campaignMailFactory(this.options.renderer, content) };
    this.contents.set(campaignId, entry);
    return entry;
  }

  /** Sends one recipient's mail and records the outcome. Never throws. */
  private async deliver(
    em: EntityManager,
    campaignId: number,
    { mail }: { mail: CampaignMailFor },
    recipient: ClaimedRecipient,
  ): Promise<void> {
    const { config, transport, settings, logger } = this.options;
    const token = signCampaignUnsubscribeToken(recipient.id, config.sessionSecret);
    const unsubscribeUrl = `${config.publicUrl}/api/newsletter/campaign-unsubscribe?token=${encodeURIComponent(token)}`;
    const message = mail(
      recipient.email,
      unsubscribeUrl,
      `<${campaignMailJobId(campaignId, recipient.id)}@${this.host}>`,
    );
    try {
      await transport.send(message);
    } catch (error) {
      const final = recipient.attempts >= settings.maxAttempts;
      const delay = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (recipient.attempts - 1));
      const retryAt = final ? null : new Date(Date.now() + delay);
      logger?.warn(
        `newsletter campaign ${campaignId} recipient ${recipient.id}: attempt ${recipient.attempts} failed (${messageOf(error)})${final ? '; giving up' : ''}`,
        { campaignId, recipientId: recipient.id, attempt: recipient.attempts, final, err: error },
      );
      if (final) this.options.onMailOutcome?.('failed');
      await this.record(() => markRecipientFailed(em, recipient, messageOf(error), retryAt));
      return;
    }
    this.options.onMailOutcome?.('sent');
    await this.record(() => markRecipientSent(em, recipient));
  }

  /** Records an outcome, retrying a few times while PostgreSQL is briefly unavailable. */
  private async record(write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt >= 5) {
          this.options.logger?.error(`newsletter sender could not record a delivery: ${messageOf(error)}`, {
            err: error,
          });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }
}
