/// <reference types="vite/client" />
import type { MuseumMock } from '@museum-api/mock';

declare global {
  interface ImportMetaEnv {
    /** The Museum API of a production build, `/v1.1` included. */
    readonly VITE_MUSEUM_API_URL?: string;
    readonly VITE_MUSEUM_API_PASSWORD?: string;
  }

  interface Window {
    /**
     * Development only: the mock answering in the service worker, for the end-to-end test and the
     * console (`__museumMock.fault('listSpecialEvents', { status: 503 })`). Absent in builds.
     */
    __museumMock?: MuseumMock;
  }
}
