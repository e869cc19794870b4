// The global setup of the component projects: each run writes its pact into an empty folder,
// so no journal of an earlier run's file ends up in it (test/suite-pact.ts).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function clearSuitePact(project: TestProject): void {
  const folder = project.config.env.MUSEUM_PACT_FOLDER as string;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, 'journals'), { recursive: true });
}
