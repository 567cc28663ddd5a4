// Locators and helpers shared by the journeys: the shop's landmarks by role and accessible name.
import { expect, type Locator, type Page } from '@playwright/test';

export const ES = { categories: 'Categorías', beer: 'Cervezas', retry: 'Reintentar', english: 'English', stores: 'Tiendas', termsTitle: 'Términos y condiciones', maintenanceTitle: 'Estamos en mantenimiento' } as const;
export const EN = { categories: 'Categories', beer: 'Beer', spanish: 'Español', stores: 'Stores' } as const;

/** The home page's category section (the catalogue remote), not the footer's category list. */
export function categorySection(page: Page, name: string = ES.categories): Locator {
  return page.getByRole('main').getByRole('region', { name });
}

/** A slot's "could not load" notice: an alert with a Retry button. */
export function remoteNotice(scope: Locator): Locator {
  return scope.getByRole('alert').filter({ has: scope.page().getByRole('button', { name: ES.retry }) });
}

/** Marks the current document; `expectSameDocument` then proves no reload happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument: boolean }).__e2eDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
}

/** Waits for the home page's categories, as the catalogue remote renders them from the API. */
export async function expectCategories(page: Page, section: string = ES.categories, category: string = ES.beer): Promise<void> {
  await expect(categorySection(page, section)).toContainText(category);
}
