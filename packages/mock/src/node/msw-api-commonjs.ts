import { bypass, http } from 'msw';
import type { MswApi } from '../msw/msw-runtime.ts';

/** `msw-api.ts` in the CommonJS build, which cannot wait for an `import()` at the top. */
export const mswApi: MswApi = { http, bypass };
