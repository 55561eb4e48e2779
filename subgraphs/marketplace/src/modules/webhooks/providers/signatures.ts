import { createHmac } from 'node:crypto';

/** The Standard Webhooks signature (`v1,<base64>`), keyed with the base64 secret without `whsec_`. */
export function standardSignature(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64')}`;
}

/** `Service-Signature`: lowercase hex HMAC-SHA256 of the raw body, keyed with the secret as given. */
export function serviceSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The Standard Webhooks headers of one attempt: its timestamp and the signature over id, timestamp and body. */
export function timestampedHeaders(secret: string, msgId: string, body: string): Record<string, string> {
  const ts = Math.floor(Date.now() / 1000);
  return { 'webhook-timestamp': String(ts), 'webhook-signature': standardSignature(secret, msgId, ts, body) };
}
