import type { WebhookAttempt } from './webhook-delivery.ts';

/** What one attempt sends: where, the body, and the signed headers. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * Sends one attempt and says how it went, never throwing: a 2xx is a success; any other status,
 * a redirect (never followed: a subscriber must not steer the mock elsewhere), no answer within
 * `timeoutMs`, or a failed connection is a failure with its reason.
 */
export async function sendWebhook(
  fetcher: (input: string, init: RequestInit) => Promise<Response>,
  { url, body, headers }: WebhookRequest,
  timeoutMs: number,
): Promise<Omit<WebhookAttempt, 'attempt' | 'webhookId'>> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetcher(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      redirect: 'manual',
      signal,
    });
    // The answer's body says nothing the attempt needs; not reading it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    const durationMs = Date.now() - started;
    const { status } = response;
    if (status >= 200 && status < 300) return { startedAt, durationMs, status };
    const redirected = response.type === 'opaqueredirect' || (status >= 300 && status < 400);
    return {
      startedAt,
      durationMs,
      status,
      error: redirected ? `redirect (${status}) not followed` : `answered ${status}`,
    };
  } catch (error) {
    const durationMs = Date.now() - started;
    const reason = signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : `${(error as Error).message}${causeOf(error)}`;
    return { startedAt, durationMs, status: 0, error: reason };
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { message?: unknown } } | undefined)?.cause?.message;
  return typeof cause === 'string' ? ` (${cause})` : '';
}
