import { expect, type Page } from '@playwright/test';

/** The list, through the sidebar when the app is already open (no second page load), else by its address. */
export async function openList(page: Page, entity: 'leads' | 'properties') {
  const path = `/${entity}`;
  if (new URL(page.url(), 'http://x').pathname === path) return;
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  if (page.url().startsWith('http') && (await sidebar.isVisible())) {
    await sidebar.getByRole('link', { name: entity === 'leads' ? 'Leads' : 'Properties', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  } else {
    await page.goto(path);
  }
}
