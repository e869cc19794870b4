// Copies every snippet file into the README blocks that mirror it: edit the file, run
// `pnpm docs:sync`, and the README shows what the tests run.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readmeFiles, repoRoot } from './src/readme-files.ts';
import { checkReadme } from './src/readme-snippets.ts';

let unmarked = 0;
for (const readme of await readmeFiles()) {
  const report = await checkReadme(repoRoot, readme);
  await writeFile(join(repoRoot, readme), report.synced);
  for (const problem of report.problems.filter((text) => !text.includes(' differs from '))) {
    console.error(problem);
    unmarked++;
  }
}
process.exitCode = unmarked > 0 ? 1 : 0;
