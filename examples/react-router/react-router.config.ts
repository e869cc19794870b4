import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server, where the route loader reads the Museum API.
  ssr: true,
  // `REACT_ROUTER_BUILD_DIRECTORY` lets the test build into a directory of its own.
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIRECTORY ?? 'build',
} satisfies Config;
