/**
 * What a client learns from the answers of its server: whether it honours `Idempotency-Key`.
 * The published API does not say, so it comes from headers a server may add:
 * `Museum-Idempotency: honoured` on any answer, or `Idempotent-Replayed`, which only a server
 * keeping keys sends. (Which version the server speaks is the opt-in `versionCheck`.)
 */
export interface ServerSignals {
  /** Whether an answer has shown that the server honours `Idempotency-Key`. */
  honoursKeys(): boolean;
  /** Reads one answer's headers. */
  observe(response: Response): void;
}

/**
 * The signals of one client; `check` (its `versionCheck`, when it has one) reads each answer too.
 */
export function createServerSignals(check?: (response: Response) => void): ServerSignals {
  let honours = false;
  return {
    honoursKeys: () => honours,
    observe(response) {
      check?.(response);
      const { headers } = response;
      if (
        headers.has('idempotent-replayed') ||
        headers.get('museum-idempotency')?.trim().toLowerCase() === 'honoured'
      ) {
        honours = true;
      }
    },
  };
}
