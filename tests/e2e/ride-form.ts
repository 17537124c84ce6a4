import type { Page } from 'playwright-core'

/** /booking with a Sedan from Hitec City MMTS to Charminar chosen, once the distance (and so the fare) is shown. */
export async function chooseRide(page: Page) {
  await page.goto('/booking')
  await page.getByRole('heading', { name: 'Book a ride' }).waitFor()
  const car = page.getByLabel(/^Car type/)
  await car.locator('option', { hasText: 'Sedan' }).waitFor({ state: 'attached' })
  await car.selectOption({ label: (await car.locator('option', { hasText: 'Sedan' }).textContent()) ?? '' })
  await page.getByLabel('Search pickup').fill('hitec')
  await page.getByRole('button', { name: /Hitec City MMTS/ }).click()
  await page.getByLabel('Search drop').fill('charmi')
  await page.getByRole('button', { name: /Charminar/ }).click()
  await page.getByText(/about \d+\.\d km/).waitFor()
}
