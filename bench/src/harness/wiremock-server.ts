import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ChildServer, freePort, startChildServer } from './child-server.ts';
import { packageDir } from './package-paths.ts';

/**
 * One request WireMock is to answer, and the exact answer (status, headers, body bytes) to give:
 * a static stub recorded from our own server, so both send the same bytes.
 *
 * @example
 * ```ts
 * const stub: WireMockStub = { method: 'GET', url: '/v1.1/museum-hours', status: 200, headers: {}, body: new Uint8Array() };
 * ```
 */
export interface WireMockStub {
  method: 'GET' | 'POST';
  /** Path and query, matched exactly (WireMock's `url`). */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * Why WireMock cannot run here, or `undefined` when it can: it needs a Java runtime on `PATH`
 * (WireMock 3 needs 11+; Debian's `openjdk-17-jre-headless` is what this machine has).
 *
 * @example
 * ```ts
 * const missing = wireMockUnavailable();
 * if (missing) console.warn(`WireMock skipped: ${missing}`);
 * ```
 */
export function wireMockUnavailable(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error !== undefined || java.status !== 0) return 'no `java` on PATH';
  const version = /version "(\d+)/.exec(java.stderr)?.[1];
  if (version !== undefined && Number(version) < 11)
    return `Java ${version} is older than WireMock 3 needs (11)`;
  return undefined;
}

/**
 * Starts WireMock's standalone jar (npm `wiremock`) on 127.0.0.1 with `stubs` as its only
 * mappings, tuned the way a benchmark of it should be: no request journal (it would grow with
 * every request and slow it down), no request logging, no banner.
 *
 * @example
 * ```ts
 * const wiremock = await startWireMock(scratch, stubs, { probePath: '/museum-hours' });
 * await wiremock.stop();
 * ```
 */
export async function startWireMock(
  rootDir: string,
  stubs: readonly WireMockStub[],
  probe: { probePath: string; probeHeaders?: Record<string, string> },
): Promise<ChildServer & { version: string }> {
  const packageRoot = packageDir('wiremock');
  const { version } = (await import(path.join(packageRoot, 'package.json'), { with: { type: 'json' } }))
    .default as { version: string };
  const jar = path.join(packageRoot, 'build', `wiremock-standalone-${version}.jar`);
  await mkdir(path.join(rootDir, 'mappings'), { recursive: true });
  await writeFile(
    path.join(rootDir, 'mappings', 'museum.json'),
    JSON.stringify({
      mappings: stubs.map((stub) => ({
        request: { method: stub.method, url: stub.url },
        response: {
          status: stub.status,
          headers: stub.headers,
          // Base64 for every body: the PNG is binary, and JSON goes through byte for byte too.
          base64Body: Buffer.from(stub.body).toString('base64'),
        },
      })),
    }),
  );
  const port = await freePort();
  const server = await startChildServer({
    command: 'java',
    args: [
      '-jar',
      jar,
      '--port',
      String(port),
      '--bind-address',
      '127.0.0.1',
      '--root-dir',
      rootDir,
      '--no-request-journal',
      '--disable-request-logging',
      '--disable-banner',
    ],
    url: `http://127.0.0.1:${port}/v1.1`,
    ...probe,
  });
  return { ...server, version };
}
