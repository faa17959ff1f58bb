// Moving through NewEntry's recording flow (spec sections 3-4) the way a user does.
import type { Page } from '@playwright/test';
import { expect } from './support';

/** Opens NewEntry's DICTATE step, past the onboarding's privacy step when it is shown (spec section 4). */
export async function openDictateStep(page: Page, timeout?: number): Promise<void> {
  const newEntry = page.getByTestId('page-NewEntry');
  await expect(newEntry).toHaveAttribute('data-step', /^(DICTATE_PRIVACY|DICTATE)$/, { timeout });
  if ((await newEntry.getAttribute('data-step')) === 'DICTATE_PRIVACY') {
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByLabel('Title')).toBeVisible();
}

/** From DICTATE past the questions (left unanswered) to REVIEW, then Submit. */
export async function reviewAndSubmit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  const newEntry = page.getByTestId('page-NewEntry');
  await expect(newEntry).toHaveAttribute('data-step', /^(QUESTIONS|REVIEW)$/);
  if ((await newEntry.getAttribute('data-step')) === 'QUESTIONS')
    await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
}
