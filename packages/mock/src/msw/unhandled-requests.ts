import type { MockBaseUrl } from '../engine/routing/mock-base-url.ts';

/**
 * What to do with a request that no handler answered and that is not for the Museum API
 * (requests for the API itself always fail loudly).
 *
 * @example
 * ```ts
 * const strategy: UnhandledRequestStrategy = 'bypass';
 * ```
 */
export type UnhandledRequestStrategy = 'bypass' | 'warn' | 'error';

interface Msw3Frame {
  protocol: string;
  data: unknown;
}

/**
 * `listen()`/`start()` options failing unhandled API requests: both msw 3's `onUnhandledFrame` and
 * msw 2's `onUnhandledRequest`, as each version ignores the other's.
 */
export function unhandledRequestOptions(base: MockBaseUrl, strategy: UnhandledRequestStrategy) {
  const complain = (request: Request) =>
    console.error(
      `[museum mock] ${request.method} ${request.url} is for the Museum API (${base.text}) but no handler answered it. ` +
        'Check the base URL of your client, or handlers replaced with server.resetHandlers(...).',
    );
  return {
    async onUnhandledFrame({
      frame,
      defaults,
    }: {
      frame: Msw3Frame;
      defaults: { warn: () => void; error: () => void };
    }): Promise<void> {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (request !== undefined && base.isApiRequest(request.url)) {
        complain(request);
        // msw 3 answers a frame with a rejected Response; Response.error() makes the fetch reject.
        throw Response.error();
      }
      if (strategy === 'warn') defaults.warn();
      if (strategy === 'error') {
        defaults.error();
        throw Response.error();
      }
    },
    onUnhandledRequest(request: Request, print: { warning: () => void; error: () => void }): void {
      if (base.isApiRequest(request.url)) {
        complain(request);
        print.error();
        return;
      }
      if (strategy === 'warn') print.warning();
      if (strategy === 'error') print.error();
    },
  };
}
