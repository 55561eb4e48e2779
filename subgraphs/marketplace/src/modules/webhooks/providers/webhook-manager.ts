import { createHmac, randomBytes } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError, ErrorCode, invalid, notFound } from '../../../../common/src/errors.js';
import { EVENT_API_VERSION, EVENT_TYPES, eventEnvelope, TEST_EVENT_TYPE } from './events.js';
import { newestFirstPages, type PageInput } from './pagination.js';
import { newId, type SecretBox } from './secrets.js';
import type { WebhookStore } from '../modules/webhooks/providers/webhooks-store.js';

/** Waits after failed attempts 1..5: 1 min, 5 min, 30 min, 2 h, 24 h; then the delivery is failed. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 86_400_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

const ENDPOINT_PAGES = newestFirstPages('webhooks');
const DELIVERY_PAGES = newestFirstPages('webhook deliveries');

/** The wait before the next attempt after `attempt` failed, or null when none is left. */
export function retryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= RETRY_DELAYS_MS.length ? RETRY_DELAYS_MS[attempt - 1]! : null;
}

export interface WebhookSettings {
  /** Hosts that may be reached although private or loopback, and over http (test setups only). */
  allowedHosts: string[];
  timeoutMs: number;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is globally routable unicast: the only destinations webhooks may reach. An
 * allow-list, so forms no block-list names (IPv4-compatible `::a.b.c.d`, site-local `fec0::/10`,
 * discard `100::/64`, NAT64, 6to4, Teredo) are refused too. IPv4-mapped IPv6 is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  try {
    const ip = ipaddr.parse(address);
    if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
    return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
  } catch {
    return false;
  }
}

/** The Standard Webhooks signature (`v1,<base64>`), keyed with the base64 secret without `whsec_`. */
export function standardSignature(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/** `Service-Signature`: lowercase hex HMAC-SHA256 of the raw body, keyed with the secret as given. */
export function serviceSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Schedules attempt `attempt` of a delivery after `delayMs`. */
export type AttemptScheduler = (deliveryId: string, attempt: number, delayMs: number) => Promise<void>;

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/** Webhook endpoints and the delivery of events to them. */
export class WebhookManager {
  /** `scheduler`: where each attempt goes (none without a queue: events are recorded, not delivered). */
  constructor(
    private readonly store: WebhookStore,
    private readonly box: SecretBox,
    private readonly settings: WebhookSettings,
    private readonly scheduler: AttemptScheduler = async () => undefined,
  ) {}

  private allowed(host: string): boolean {
    return this.settings.allowedHosts.includes(host.toLowerCase().replace(/^\[|\]$/g, ''));
  }

  /** HTTPS only, no credentials in the URL, and no private, loopback or link-local destination. */
  async checkUrl(raw: unknown): Promise<URL> {
    if (typeof raw !== 'string' || !raw) throw invalid('`url` is required.', { param: 'url' });
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalid('`url` must be an absolute URL.', { param: 'url' });
    }
    const allowed = this.allowed(url.hostname);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) throw invalid('`url` must use HTTPS.', { param: 'url' });
    if (url.username || url.password) throw invalid('`url` must not carry credentials.', { param: 'url' });
    if (!allowed) {
      const addresses = await dns.promises.lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
      if (!addresses.length) throw invalid('`url` does not resolve.', { param: 'url' });
      if (addresses.some((a) => !isPublicAddress(a.address))) {
        throw invalid('`url` must not point at a private, loopback or link-local address.', { param: 'url' });
      }
    }
    return url;
  }

  async register(accountId: string, input: { url: string; events: string[]; description?: string | null; secret?: string | null }) {
    const url = await this.checkUrl(input.url);
    if (!Array.isArray(input.events) || input.events.length === 0) throw invalid('`events` must list at least one event type.', { param: 'events' });
    const unknown = input.events.filter((e) => !(EVENT_TYPES as readonly string[]).includes(e));
    if (unknown.length) throw invalid(`Unknown event types: ${unknown.join(', ')}. Known: ${EVENT_TYPES.join(', ')}.`, { param: 'events' });
    if (input.secret != null && (input.secret.length < 16 || input.secret.length > 256)) {
      throw invalid('`secret` must be 16 to 256 characters.', { param: 'secret' });
    }
    if (input.description != null && input.description.length > 500) throw invalid('`description` must be at most 500 characters.', { param: 'description' });
    const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64')}`;
    const row = await this.store.insertEndpoint({
      id: newId('we'),
      accountId,
      url: url.toString(),
      events: [...new Set(input.events)],
      description: input.description ?? null,
      secretSealed: this.box.seal(secret),
    });
    return { endpoint: row, secret };
  }

  async get(accountId: string, id: string) {
    const row = await this.store.findEndpoint(accountId, id);
    if (!row) throw notFound(`No webhook endpoint with id ${id}.`, { param: 'webhook_id' });
    return row;
  }

  async list(accountId: string, input: PageInput) {
    const page = ENDPOINT_PAGES.read(input);
    const [total, rows] = await Promise.all([this.store.countEndpoints(accountId), this.store.findEndpointPage(accountId, page, ENDPOINT_PAGES.orderBy)]);
    return ENDPOINT_PAGES.page(rows, total, page);
  }

  /**
   * A new signing secret for an endpoint, returned once; deliveries signed from now on use it (the
   * old one stops at once, so the receiver must be ready for the new one).
   */
  async rotateSecret(accountId: string, id: string) {
    await this.get(accountId, id);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const endpoint = await this.store.setEndpointSecret(id, this.box.seal(secret));
    return { endpoint, secret };
  }

  async remove(accountId: string, id: string) {
    await this.get(accountId, id);
    await this.store.markEndpointDeleted(id);
    await this.store.cancelPendingDeliveries(id);
    return { id, object: 'webhook_endpoint', deleted: true };
  }

  async deliveries(accountId: string, endpointId: string, input: PageInput & { status?: string | null }) {
    await this.get(accountId, endpointId);
    const page = DELIVERY_PAGES.read(input);
    const [total, rows] = await Promise.all([
      this.store.countDeliveries(endpointId, input.status),
      this.store.findDeliveryPage(endpointId, input.status, page, DELIVERY_PAGES.orderBy),
    ]);
    return DELIVERY_PAGES.page(rows, total, page);
  }

  /** Manual retry of a failed delivery: one more attempt, now, with the same event id. */
  async retry(accountId: string, endpointId: string, deliveryId: string) {
    await this.get(accountId, endpointId);
    const d = await this.store.findDelivery(endpointId, deliveryId);
    if (!d) throw notFound(`No delivery with id ${deliveryId}.`, { param: 'delivery_id' });
    if (d.status !== 'failed') throw new AppError(ErrorCode.Conflict, `Only failed deliveries can be retried; this one is ${d.status}.`, { param: 'delivery_id' });
    const updated = await this.store.requeueDelivery(d.id);
    await this.scheduler(d.id, d.attempts + 1, 0);
    return updated;
  }

  /**
   * A `webhook.test` event to one endpoint, whatever events it subscribes to: signed and logged like
   * any delivery, attempted once at once and never retried (docs/decisions/console.md).
   */
  async sendTest(accountId: string, endpointId: string) {
    const endpoint = await this.get(accountId, endpointId);
    const eventId = newId('evt');
    const object = { object: 'webhook_test', endpoint_id: endpoint.id, message: 'A test event sent from the console.' };
    const delivery = await this.store.transaction(async (store) => {
      await store.insertEvent({ id: eventId, accountId, type: TEST_EVENT_TYPE, apiVersion: EVENT_API_VERSION, data: { object } });
      return store.insertDelivery({ id: newId('whd'), eventId, endpointId: endpoint.id, nextAttemptAt: new Date() });
    });
    await this.scheduler(delivery.id, 1, 0);
    return delivery;
  }

  /** Schedules the first attempt of new deliveries. */
  async scheduleNew(deliveryIds: string[]): Promise<void> {
    for (const id of deliveryIds) await this.scheduler(id, 1, 0);
  }

  /** Re-schedules pending deliveries whose attempt is overdue (the queue lost or never got the job). */
  async sweepOverdue(graceMs = 120_000): Promise<number> {
    const overdue = await this.store.findOverdueDeliveries(new Date(Date.now() - graceMs));
    for (const d of overdue) await this.scheduler(d.id, d.attempts + 1, 0);
    return overdue.length;
  }

  /**
   * One attempt. The same event id (body `id`, `webhook-id`) on every attempt; the outcome is written
   * before the job completes, so a worker killed mid-attempt leaves the delivery pending and the
   * attempt runs again.
   */
  async attempt(deliveryId: string, attempt: number): Promise<AttemptOutcome> {
    const d = await this.store.findDeliveryToAttempt(deliveryId);
    if (!d || d.status !== 'pending' || d.attempts >= attempt) return 'skipped';
    if (d.endpoint.deletedAt) {
      await this.store.cancelDelivery(d.id);
      return 'skipped';
    }
    const body = JSON.stringify(eventEnvelope(d.event));
    const secret = this.box.open(d.endpoint.secretSealed);
    const result = await this.post(d.endpoint.url, body, {
      'service-signature': serviceSignature(secret, body),
      'webhook-id': d.event.id,
      ...this.timestamped(secret, d.event.id, body),
    });
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    const wait = d.event.type === TEST_EVENT_TYPE ? null : retryDelay(attempt);
    const outcome: AttemptOutcome = ok ? 'delivered' : wait === null ? 'failed' : 'retrying';
    const next = outcome === 'retrying' ? new Date(Date.now() + wait!) : null;
    const { count } = await this.store.recordAttempt(d.id, attempt, {
      status: outcome === 'retrying' ? 'pending' : outcome,
      lastStatusCode: result.status ?? null,
      lastError: result.error ?? null,
      nextAttemptAt: next,
      deliveredAt: ok ? new Date() : null,
    });
    if (count && outcome === 'retrying') await this.scheduler(d.id, attempt + 1, wait!);
    return count ? outcome : 'skipped';
  }

  private timestamped(secret: string, msgId: string, body: string) {
    const ts = Math.floor(Date.now() / 1000);
    return { 'webhook-timestamp': String(ts), 'webhook-signature': standardSignature(secret, msgId, ts, body) };
  }

  /** A guarded lookup: resolved addresses are checked at connect time (no DNS rebinding). */
  private lookup(host: string): LookupFunction {
    const allowed = this.allowed(host);
    return (hostname, options, callback) => {
      dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 4);
        const list = addresses as dns.LookupAddress[];
        const bad = !allowed && list.some((a) => !isPublicAddress(a.address));
        if (bad || !list.length) return callback(new Error('destination address is not allowed'), '', 4);
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      });
    };
  }

  private post(rawUrl: string, body: string, headers: Record<string, string>): Promise<{ status?: number; error?: string }> {
    const url = new URL(rawUrl);
    const allowed = this.allowed(url.hostname);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) return Promise.resolve({ error: 'url must use https' });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const req = lib.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'memory-marketplace-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
          lookup: this.lookup(url.hostname),
          timeout: this.settings.timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode }));
          res.on('error', () => resolve({ status: res.statusCode }));
        },
      );
      // The whole answer must arrive within the time-out, not only each packet.
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${this.settings.timeoutMs} ms`)), this.settings.timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.settings.timeoutMs} ms`)));
      req.on('error', (err) => resolve({ error: err.message.slice(0, 300) }));
      req.end(body);
    });
  }
}
