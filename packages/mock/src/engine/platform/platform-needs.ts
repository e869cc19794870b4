import { MuseumEnvironmentError } from './environment-error.ts';

/**
 * The global APIs the mock may need, each with its presence test ({@link requirePlatform}'s callers list theirs).
 */
const presence = {
  TextEncoder: (g) => typeof g.TextEncoder === 'function',
  TextDecoder: (g) => typeof g.TextDecoder === 'function',
  URL: (g) => typeof g.URL === 'function',
  structuredClone: (g) => typeof g.structuredClone === 'function',
  'crypto.getRandomValues': (g) => typeof g.crypto?.getRandomValues === 'function',
  'crypto.subtle': (g) => typeof g.crypto?.subtle?.sign === 'function',
  Request: (g) => typeof g.Request === 'function',
  Response: (g) => typeof g.Response === 'function',
  Headers: (g) => typeof g.Headers === 'function',
  ReadableStream: (g) => typeof g.ReadableStream === 'function',
} satisfies Record<string, (global: PlatformGlobals) => boolean>;

/** A global API the mock may need. */
export type PlatformApi = keyof typeof presence;

// Only `typeof` is read: nothing here calls into the platform.
interface PlatformGlobals {
  [name: string]: unknown;
  crypto?: { getRandomValues?: unknown; subtle?: { sign?: unknown } };
  navigator?: { userAgent?: string };
  process?: { env?: Record<string, string | undefined> };
}

/** What the engine reads on every request, in every runtime. */
export const engineNeeds: readonly PlatformApi[] = [
  'TextEncoder',
  'TextDecoder',
  'URL',
  'structuredClone',
  'crypto.getRandomValues',
];

/** What msw's interception and the mock's Fetch answers need (msw in Node, its worker, Playwright's routing). */
export const fetchNeeds: readonly PlatformApi[] = ['Request', 'Response', 'Headers', 'ReadableStream'];

/** What signing a webhook delivery needs (HMAC-SHA256, Standard Webhooks). */
export const webhookNeeds: readonly PlatformApi[] = ['crypto.subtle'];

/**
 * The APIs of `needs` the platform lacks, in their order.
 */
export function missingPlatformApis(
  needs: readonly PlatformApi[],
  global: PlatformGlobals = globalThis as unknown as PlatformGlobals,
): PlatformApi[] {
  return needs.filter((need) => !presence[need](global));
}

/** @throws {MuseumEnvironmentError} naming each API of `needs` the platform lacks, and the fix. */
export function requirePlatform(
  needs: readonly PlatformApi[],
  purpose: string,
  global: PlatformGlobals = globalThis as unknown as PlatformGlobals,
): void {
  const missing = missingPlatformApis(needs, global);
  if (missing.length === 0) return;
  const runner = describeRunner(global);
  const lacks = `${missing.join(', ')}, which ${purpose} needs`;
  throw new MuseumEnvironmentError(
    `museum mock: this test environment (${runner.name}) lacks ${lacks}. ${fixFor(runner, missing)}`,
    missing,
  );
}

interface Runner {
  name: string;
  jest: boolean;
  dom: 'jsdom' | 'happy-dom' | undefined;
}

function describeRunner(global: PlatformGlobals): Runner {
  const agent = global.navigator?.userAgent ?? '';
  const dom = agent.includes('jsdom') ? 'jsdom' : agent.includes('HappyDOM') ? 'happy-dom' : undefined;
  const env = global.process?.env ?? {};
  const jest = env.JEST_WORKER_ID !== undefined;
  const runner = jest ? 'Jest' : env.VITEST !== undefined ? 'vitest' : undefined;
  const name = [runner, dom].filter((part) => part !== undefined).join(' with ');
  return { name: name === '' ? 'unknown runner' : name, jest, dom };
}

// Web Crypto comes from Node's own implementation; jsdom and Jest's environments leave it out.
const webCryptoFix =
  "set `globalThis.crypto` to Node's in a setup file (`Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto })`)";

function fixFor(runner: Runner, missing: readonly PlatformApi[]): string {
  const needsCrypto = missing.includes('crypto.subtle');
  const others = missing.filter((api) => api !== 'crypto.subtle');
  const fixes: string[] = [];
  if (others.length > 0) {
    if (runner.jest && runner.dom === 'jsdom') {
      fixes.push(
        "Use `testEnvironment: 'jest-fixed-jsdom'` (npm i -D jest-fixed-jsdom): it gives jsdom back Node's Fetch API, streams, TextEncoder and structuredClone",
      );
    } else {
      fixes.push(
        'Run on Node 22.12 or later, in an environment that keeps its globals (vitest: jsdom, happy-dom or node; Jest: jest-fixed-jsdom or node)',
      );
    }
  }
  if (needsCrypto)
    fixes.push(`For crypto.subtle, ${webCryptoFix}, or run these tests in the node environment`);
  return `${fixes.join('. ')}.`;
}
