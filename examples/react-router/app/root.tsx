import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

/**
 * The document around every route, rendered on the server and hydrated in the page.
 *
 * @example
 * ```tsx
 * <Layout><Outlet /></Layout>
 * ```
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>City Museum</title>
        <Meta />
        <Links />
      </head>
      <body>
        <h1>City Museum</h1>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The root route: the matched child route inside the layout. */
export default function App() {
  return <Outlet />;
}
