// The delivery block's searchable wilaya and commune lists (src/features/delivery/Combobox.tsx), as a
// shopper uses them: type, then pick from the list. Every browser test that chooses a wilaya or a
// commune goes through here, so a change to the lists changes one file.
import { expect, type Page } from '@playwright/test';

/** Types the wilaya's number and taps it in the list; the field then shows it ('16 - Alger - الجزائر'). */
export async function chooseWilaya(page: Page, code: string) {
  const field = page.locator('#order-wilayaCode');
  await field.fill(code);
  await page.locator(`#order-wilayaCode-list [data-option="${code}"]`).click();
  await expect(field).toHaveValue(new RegExp(`^${code} - `));
}

/**
 * Types the commune's name (French or Arabic) and takes the list's first match with Enter: the name
 * typed whole comes first, and the field then shows the commune's own name in the page's language.
 */
export async function chooseCommune(page: Page, name: string) {
  const field = page.locator('#order-commune');
  await field.fill(name);
  await expect(page.locator('#order-commune-list [role="option"]').first()).toBeVisible();
  await field.press('Enter');
  await expect(page.locator('#order-commune-list')).toBeHidden();
}
