// The client README's error-handling block, run against a draft the API refuses: the code in the
// region is the README's; around it, the client and the UI callbacks it takes as given.
import { createMuseumClient, type MuseumCredentials } from '@museum-api/client';
import type { NewSpecialEvent } from '@museum-api/client';

const credentials: MuseumCredentials = { username: 'front-desk', password: 'secret' };
const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials,
});
const draft: NewSpecialEvent = {
  name: 'Untitled',
  location: '',
  eventDescription: 'TBD',
  dates: [],
  price: -1,
};
const fieldErrors: string[] = [];
const showFieldError = (path: string, message: string) => fieldErrors.push(`${path}: ${message}`);
const showBanner = (text: string) => {
  throw new Error(`Unexpected banner: ${text}`);
};

// #region errors
import { isMuseumApiError, isMuseumNetworkError } from '@museum-api/client';

try {
  await museum.createSpecialEvent(draft);
} catch (error) {
  if (isMuseumApiError(error) && error.status === 400) {
    for (const { path, message } of error.problem.errors ?? []) showFieldError(path, message);
  } else if (isMuseumNetworkError(error)) {
    showBanner('Offline?');
  } else {
    throw error;
  }
}
// #endregion errors

if (fieldErrors.length < 3) throw new Error(`Expected an error per bad field, got ${fieldErrors.join('; ')}`);
