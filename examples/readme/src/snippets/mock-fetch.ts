// The mock README's "without interception" block, run as a script.
// #region fetch
import { createMuseumMock } from '@museum-api/mock';

const mock = createMuseumMock({ auth: false });
const response = await mock.fetch('http://museum.test/v1.1/museum-hours?limit=3');
// #endregion fetch

const days = (await response.json()) as unknown[];
if (response.status !== 200 || days.length !== 3) throw new Error(`Expected 3 open days, got ${response.status}`);
