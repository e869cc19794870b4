/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Museum API of a production build, `/v1.1` included. */
  readonly VITE_MUSEUM_API_URL?: string;
  readonly VITE_MUSEUM_API_PASSWORD?: string;
}
