import { StateFileError } from './state-file-error.ts';

type NodeSqlite = typeof import('node:sqlite');

let loaded: Promise<NodeSqlite> | undefined;

/** `node:sqlite`, loaded on first use, without Node 22's `ExperimentalWarning` for it (others pass). */
export function loadNodeSqlite(file: string): Promise<NodeSqlite> {
  loaded ??= importQuietly().catch((error: unknown) => {
    loaded = undefined;
    throw new StateFileError(file, `needs node:sqlite (Node 22.13 or later): ${(error as Error).message}`, {
      cause: error,
    });
  });
  return loaded;
}

async function importQuietly(): Promise<NodeSqlite> {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message;
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    const kind = typeof warning === 'string' ? type : warning.name;
    if (kind === 'ExperimentalWarning' && /sqlite/i.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return await import('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
}
