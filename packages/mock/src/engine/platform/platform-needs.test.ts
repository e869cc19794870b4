import { describe, expect, it } from 'vitest';
import { isMuseumEnvironmentError } from './environment-error.ts';
import { engineNeeds, fetchNeeds, missingPlatformApis, requirePlatform } from './platform-needs.ts';

// What Jest's jsdom environment leaves a test file: jsdom's window, without Node's Fetch API,
// streams, TextEncoder or structuredClone, and jsdom's crypto without `subtle`.
const jestJsdom = {
  URL,
  crypto: { getRandomValues: () => undefined },
  navigator: { userAgent: 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0' },
  process: { env: { JEST_WORKER_ID: '1' } },
};

function thrownBy(run: () => void): Error & { missing?: string[] } {
  try {
    run();
  } catch (error) {
    return error as Error & { missing?: string[] };
  }
  throw new Error('expected a throw');
}

describe('requirePlatform', () => {
  it('passes where Node gives every API the mock and msw need', () => {
    expect(missingPlatformApis([...engineNeeds, ...fetchNeeds, 'crypto.subtle'])).toEqual([]);
    expect(() => requirePlatform([...engineNeeds, ...fetchNeeds], 'the mock')).not.toThrow();
  });

  it('names every missing API under Jest with jsdom and points to jest-fixed-jsdom', () => {
    const error = thrownBy(() => requirePlatform([...engineNeeds, ...fetchNeeds], 'the mock', jestJsdom));
    expect(isMuseumEnvironmentError(error)).toBe(true);
    expect(error.missing).toEqual([
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
    ]);
    expect(error.message).toBe(
      'museum mock: this test environment (Jest with jsdom) lacks TextEncoder, TextDecoder, structuredClone, ' +
        'Request, Response, Headers, ReadableStream, which the mock needs. ' +
        "Use `testEnvironment: 'jest-fixed-jsdom'` (npm i -D jest-fixed-jsdom): it gives jsdom back Node's " +
        'Fetch API, streams, TextEncoder and structuredClone.',
    );
  });

  it('tells how to give Web Crypto back when only crypto.subtle is missing', () => {
    const error = thrownBy(() => requirePlatform(['crypto.subtle'], 'signing webhook deliveries', jestJsdom));
    expect(error.missing).toEqual(['crypto.subtle']);
    expect(error.message).toMatch(
      /^museum mock: this test environment \(Jest with jsdom\) lacks crypto\.subtle, which signing webhook deliveries needs\. For crypto\.subtle, set `globalThis\.crypto` to Node's .*require\('node:crypto'\)\.webcrypto.*node environment\.$/,
    );
  });

  it('names the runner it cannot place as unknown, and gives the general fix', () => {
    const error = thrownBy(() => requirePlatform(['Response'], 'msw', {}));
    expect(error.message).toBe(
      'museum mock: this test environment (unknown runner) lacks Response, which msw needs. Run on Node 22.12 or ' +
        'later, in an environment that keeps its globals (vitest: jsdom, happy-dom or node; Jest: jest-fixed-jsdom or node).',
    );
  });

  it('recognises happy-dom under vitest', () => {
    const error = thrownBy(() =>
      requirePlatform(['TextEncoder'], 'the mock', {
        navigator: {
          userAgent: 'Mozilla/5.0 (X11; Linux x64) AppleWebKit/537.36 (KHTML, like Gecko) HappyDOM/20.0.0',
        },
        process: { env: { VITEST: 'true' } },
      }),
    );
    expect(error.message).toContain('(vitest with happy-dom) lacks TextEncoder');
  });
});
