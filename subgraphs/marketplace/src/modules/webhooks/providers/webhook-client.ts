import http from 'node:http';
import https from 'node:https';
import type { TargetGuard } from './target-guard.js';

/** The HTTP client of webhook attempts: one POST, through the guard's lookup, within the time-out. */
export class WebhookClient {
  constructor(
    private readonly guard: TargetGuard,
    private readonly timeoutMs: number,
  ) {}

  post(rawUrl: string, body: string, headers: Record<string, string>): Promise<{ status?: number; error?: string }> {
    const url = new URL(rawUrl);
    const allowed = this.guard.allowed(url.hostname);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) return Promise.resolve({ error: 'url must use https' });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const req = lib.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'memory-marketplace-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
          lookup: this.guard.lookup(url.hostname),
          timeout: this.timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode }));
          res.on('error', () => resolve({ status: res.statusCode }));
        },
      );
      // The whole answer must arrive within the time-out, not only each packet.
      const timer = setTimeout(() => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      req.on('error', (err) => resolve({ error: err.message.slice(0, 300) }));
      req.end(body);
    });
  }
}
