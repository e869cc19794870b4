// The mock README's errors block, run as a script: the server under test runs without --admin,
// and a text file stands in for a state file the mock did not write.
import { writeFile } from 'node:fs/promises';

await writeFile('notes.txt', 'not a state file\n');
const url = process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1';
const caught: unknown[] = [];
// #region errors
import { connectMuseumMock, isMuseumAdminError, isMuseumMockError } from '@museum-api/mock';
import { isStateFileError, startMuseumServer } from '@museum-api/mock-server';

try {
  await connectMuseumMock(url).reset();
} catch (error) {
  if (!isMuseumAdminError(error)) throw error;
  console.log(error.status, error.problem?.title); // 404 'Not found': the server runs without --admin
  caught.push(error);
}

try {
  await startMuseumServer({ state: 'notes.txt' });
} catch (error) {
  if (!isStateFileError(error)) throw error;
  console.log(error.message); // 'notes.txt: refused: not a museum-mock state file …'
  caught.push(error);
}

// Both are MuseumMockError: catch that to handle whatever the mock throws in one place.
console.log(caught.every(isMuseumMockError)); // true
// #endregion errors
const names = caught.map((error) => (error as Error).name).join();
if (names !== 'MuseumAdminError,StateFileError' || !caught.every(isMuseumMockError)) {
  throw new Error(`Caught ${names || 'nothing'}`);
}
