import type { Page } from 'playwright-core';

/** What the visitor chose on the ticket form. */
export interface ChosenTicket {
  eventName: string;
  ticketDate: string;
}

/**
 * Buys a ticket for the first event listed, as a visitor does: opens its ticket form, keeps the
 * first date offered, types the email and submits. Shared by both browser suites; the caller
 * waits for whatever outcome it expects.
 *
 * @example
 * ```ts
 * const { eventName, ticketDate } = await buyFirstEventTicket(page, 'ada@example.com');
 * ```
 */
export async function buyFirstEventTicket(page: Page, email: string): Promise<ChosenTicket> {
  const card = page.getByRole('list', { name: 'Events' }).locator(':scope > li').first();
  const eventName = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('button', { name: 'Get tickets' }).click();
  const form = page.getByRole('form', { name: `Tickets for ${eventName}` });
  const ticketDate = await form.getByLabel('Date').inputValue();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: /^Buy ticket/ }).click();
  return { eventName, ticketDate };
}
