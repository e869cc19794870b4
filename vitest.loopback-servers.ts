// Every vitest project's setup (vitest.shared.ts): a server a test starts in its own process binds
// loopback, never every interface, so a run never opens a port to the network the machine is on
// (ARCHITECTURE.md, "Invariants"). `listen(0)` with no host binds `::`; this makes it throw, naming
// the fix, before anything is bound. Unix sockets and inherited handles are not network ports.
import { Server } from 'node:net';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/;
// A project without isolation runs this file again in the same worker for each test file: wrap once.
const guarded = Symbol.for('museum-api.loopback-servers');
const { listen } = Server.prototype;

function hostOf(args: unknown[]): string | undefined | null {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: unknown; host?: unknown; handle?: unknown; fd?: unknown };
    if (options.path !== undefined || options.handle !== undefined || options.fd !== undefined) return null;
    return typeof options.host === 'string' ? options.host : undefined;
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a Unix socket's path
  return typeof second === 'string' ? second : undefined;
}

function listenOnLoopback(this: Server, ...args: unknown[]) {
  const host = hostOf(args);
  if (host !== null && (host === undefined || !loopback.test(host)))
    throw new Error(
      `A server in a test must bind loopback: listen(0, '127.0.0.1'), not ${host === undefined ? 'every interface' : host}`,
    );
  return (listen as (...rest: unknown[]) => Server).apply(this, args);
}

if (!(guarded in listen)) {
  Object.defineProperty(listenOnLoopback, guarded, { value: true });
  Server.prototype.listen = listenOnLoopback as typeof listen;
}
