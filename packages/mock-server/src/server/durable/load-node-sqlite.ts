import { StateFileError } from './state-file-error.ts';

type NodeSqlite = typeof import('node:sqlite');

let loaded: Promise<NodeSqlite> | undefined;

/**
 * `node:sqlite`, imported on first use only, so a server without a state file never loads it.
 * Node 22 flags the module with an `ExperimentalWarning` on import (Node 24.21 no longer does);
 * that one warning is dropped here, as the state file is a supported feature of this package
 * and a warning on every CLI start would read as a fault. Every other warning passes through.
 */
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
