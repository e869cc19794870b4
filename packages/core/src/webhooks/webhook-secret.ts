/** What every Standard Webhooks secret starts with; the base64 key follows it. */
export const webhookSecretPrefix = 'whsec_';

/**
 * The HMAC key inside a `whsec_` secret. Throws a `TypeError` naming the problem when the secret
 * lacks the prefix or its key is not base64, so a typo in a config file fails where it is read
 * rather than as signatures that never match.
 *
 * @example
 * ```ts
 * decodeWebhookSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'); // Uint8Array(24)
 * ```
 */
export function decodeWebhookSecret(secret: string): Uint8Array<ArrayBuffer> {
  if (!secret.startsWith(webhookSecretPrefix))
    throw new TypeError(`A webhook secret starts with "${webhookSecretPrefix}"`);
  const key = secret.slice(webhookSecretPrefix.length);
  if (key.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(key) || key.length % 4 === 1)
    throw new TypeError(`A webhook secret is "${webhookSecretPrefix}" and a base64 key`);
  return fromBase64(key);
}

/**
 * A new secret of 24 random bytes, for a mock that was given none: `random` fills the bytes
 * (Web Crypto's `getRandomValues` by default), so a seeded mock can make a repeatable one.
 *
 * @example
 * ```ts
 * createWebhookSecret(); // 'whsec_…' (32 base64 characters)
 * ```
 */
export function createWebhookSecret(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(24);
  random(bytes);
  return webhookSecretPrefix + toBase64(bytes);
}

/** Base64 of bytes, for the signature and a new secret. */
// btoa and atob work on "binary strings" (one character per byte) in Node and browsers alike,
// where Buffer exists only in Node.
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
