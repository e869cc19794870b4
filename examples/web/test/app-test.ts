import { test as museumTest } from '@museum-api/playwright';
import type { Page } from '@playwright/test';

/**
 * The mock's Playwright `test`, failing any test whose page threw an uncaught error (even if the
 * page looked right). The config points `baseURL` at the app the global setup serves.
 *
 * @example
 * ```ts
 * test('shows events', async ({ page, museum }) => { await openApp(page); });
 * ```
 */
export const test = museumTest.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      if (errors.length > 0) throw new Error(`The page threw: ${errors.join('; ')}`);
    },
    { auto: true },
  ],
});

/**
 * Opens the app and waits until the first listing has been answered, whatever the answer was.
 * The first visit can take a while: Vite may pre-bundle a dependency it met late and reload the
 * page once; a locator wait rides through that reload, a fixed sleep would not.
 *
 * @example
 * ```ts
 * await openApp(page);
 * ```
 */
export async function openApp(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('status')
    .filter({ hasNotText: /^Loading/ })
    .filter({ hasText: /\S/ })
    .waitFor({ timeout: 60_000 });
}

/** The event cards of the listing. */
export const eventCards = (page: Page) => page.getByRole('list', { name: 'Events' }).locator(':scope > li');
