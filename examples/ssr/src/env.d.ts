/// <reference types="vite/client" />
/// <reference types="msw/vite/client" />
import type { MuseumMock } from '@museum-api/mock';

declare global {
  interface ImportMetaEnv {
    /** The Museum API the page calls in a production build, `/v1.1` included. */
    readonly VITE_MUSEUM_API_URL?: string;
  }

  interface Window {
    /** Development only: the page's mock (msw's service worker). Absent in builds. */
    __museumMock?: MuseumMock;
  }
}
