import { constantTimeEqual } from '../constant-time-equal.ts';
import { decodeWebhookSecret, toBase64 } from './webhook-secret.ts';

/** What is signed: one delivery's id, its send time and its exact body. */
export interface WebhookSignedContent {
  /** The `webhook-id`: one per change, kept across retries. */
  id: string;
  /** The `webhook-timestamp`, in Unix seconds. */
  timestamp: number;
  /** The body exactly as sent: a receiver must check the raw text, not a re-serialised object. */
  body: string;
}

/**
 * The `webhook-signature` value of a delivery: `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body` under the secret's key, as Standard Webhooks defines it. Web Crypto only,
 * so it runs in Node, browsers and workers.
 *
 * @example
 * ```ts
 * const signature = await signWebhook({ id: 'msg_1', timestamp: 1767225600, body }, 'whsec_…');
 * // 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='
 * ```
 */
export async function signWebhook(content: WebhookSignedContent, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    decodeWebhookSecret(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = new TextEncoder().encode(`${content.id}.${content.timestamp}.${content.body}`);
  return `v1,${toBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, signed)))}`;
}

/**
 * Whether a `webhook-signature` header holds the signature this secret gives the content. The
 * header may list several space-separated signatures (a sender rotating its secret sends one per
 * key); any `v1` one that matches will do. Compared in constant time.
 *
 * @example
 * ```ts
 * await webhookSignatureMatches(headers.get('webhook-signature') ?? '', content, secret); // true
 * ```
 */
export async function webhookSignatureMatches(
  header: string,
  content: WebhookSignedContent,
  secret: string,
): Promise<boolean> {
  const expected = await signWebhook(content, secret);
  let matched = false;
  // Every listed signature is compared, so the time taken does not say which one matched.
  for (const candidate of header.split(' ')) {
    if (candidate.startsWith('v1,') && constantTimeEqual(candidate, expected)) matched = true;
  }
  return matched;
}
