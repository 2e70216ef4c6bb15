import 'server-only';
import { isCmsError } from '@/lib/cms/errors';
import { createLead, type LeadRecord } from '@/lib/cms/resources/leads';
import { onStop } from '@/lib/request-context';
import { LeadOutbox, type OutboxEntry } from './outbox';
import { log } from '@/lib/log';
import { recordLeadDelivery } from '@/lib/metrics';
import { processSingleton } from '@/lib/process-slots';

type Send = (record: LeadRecord) => Promise<{ documentId: string }>;
type Options = { send?: Send; retryBaseMs?: number; retryMaxMs?: number; concurrency?: number };

/**
 * The CMS refuses this lead because its sender was erased after sending it (a lead that waited
 * here while the CMS erased the person): keeping it, even set aside, would keep their data.
 */
const isFromErasedSender = (error: unknown) => isCmsError(error) && error.status === 410;

/** The CMS refuses this lead as it is (a 4xx other than an authentication or rate problem): retrying cannot help. */
const isRefusal = (error: unknown) =>
  isCmsError(error) && error.status >= 400 && error.status < 500 && ![401, 403, 408, 429].includes(error.status);

/**
 * Sends the outbox to the CMS, oldest first, until it is empty. When the CMS cannot take a lead
 * (down, slow, 5xx) the pass stops and starts again after a backoff that doubles up to
 * `retryMaxMs`; a new lead or a start of the server tries at once.
 */
export class LeadDelivery {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private readonly send: Send;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly concurrency: number;

  constructor(
    readonly outbox: LeadOutbox,
    { send = createLead, retryBaseMs = 1000, retryMaxMs = 30_000, concurrency = 4 }: Options = {},
  ) {
    this.send = send;
    this.retryBaseMs = retryBaseMs;
    this.retryMaxMs = retryMaxMs;
    this.concurrency = concurrency;
  }

  /** Delivers what is waiting, now (or right after the pass under way). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => (this.running = null));
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      const delivered = await this.pass().catch((error: unknown) => {
        log('error', 'lead delivery pass failed', { error: String(error) });
        return false;
      });
      if (!delivered) return this.retryLater();
      this.failures = 0;
    } while (this.again);
  }

  /** True when the outbox was emptied of what it held; false when the CMS could not take a lead. */
  private async pass(): Promise<boolean> {
    const queue = await this.outbox.pending();
    let blocked = false;
    const worker = async () => {
      for (let entry = queue.shift(); entry && !blocked; entry = queue.shift()) {
        if (!(await this.deliver(entry))) blocked = true;
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    return !blocked;
  }

  private async deliver(entry: OutboxEntry): Promise<boolean> {
    const key = entry.record.idempotencyKey;
    try {
      const { documentId } = await this.send(entry.record);
      await this.outbox.remove(key);
      recordLeadDelivery('stored');
      log('info', 'lead delivered', { key, documentId, type: entry.record.type, queuedAt: entry.queuedAt });
      return true;
    } catch (error) {
      if (isFromErasedSender(error)) {
        await this.outbox.remove(key);
        log('info', 'lead dropped: its sender was erased after sending it', { key, type: entry.record.type });
        return true;
      }
      if (isRefusal(error)) {
        await this.outbox.deadLetter(entry, isCmsError(error) ? `${error.status} ${error.text}` : String(error));
        recordLeadDelivery('dead_letter');
        log('error', 'lead refused by the CMS, kept in the dead-letter folder', {
          key,
          reason: isCmsError(error) ? error.toLog() : String(error),
        });
        return true;
      }
      recordLeadDelivery('retry');
      log('warn', 'lead not delivered yet, will retry', {
        key,
        reason: isCmsError(error) ? error.toLog() : String(error),
        failures: this.failures + 1,
      });
      return false;
    }
  }

  /**
   * A last delivery when the server stops (an instance may not come back). What the CMS does not
   * take now stays on disk, whole, for the next start on this folder.
   */
  async drain(): Promise<void> {
    await this.kick();
    if (this.timer) clearTimeout(this.timer);
    const left = (await this.outbox.pending()).length;
    if (left > 0)
      log('warn', 'leads left in the outbox at stop, delivered at the next start', { left, dir: this.outbox.dir });
  }

  private retryLater(): void {
    this.failures += 1;
    const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (this.failures - 1));
    // Jitter keeps several site instances from retrying in step against a CMS that comes back.
    this.timer = setTimeout(() => void this.kick(), delay * (0.75 + Math.random() * 0.25));
    this.timer.unref();
  }
}

/**
 * The delivery of this server process. Next loads the instrumentation hook and the pages in
 * separate module graphs; the process-wide slot (src/lib/process-slots.ts) makes them share one
 * outbox and one loop.
 */
export function leadDelivery(dir: string, options: Options = {}): LeadDelivery {
  return processSingleton('leadDelivery', () => {
    const delivery = new LeadDelivery(new LeadOutbox(dir), options);
    onStop(() => delivery.drain());
    return delivery;
  });
}
