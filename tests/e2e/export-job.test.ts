import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadedText, launchBrowser, newContext, signIn } from './browser'

// A large export as a job (issue 29): the demo organisation's 20,000 subscribers (the full seed of the suite's server),
// exported from the list, show their progress in a toast and land in /jobs as a file that downloads.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a large export', () => {
  it('runs in the background with its progress, and its file waits in /jobs', async () => {
    const page = await (await newContext(browser, 'desktop')).newPage()
    await signIn(page, 'owner@kesar.example', 'Kesar@2026', '/subscribers')
    await page.getByRole('row').nth(1).waitFor()
    await page.getByRole('button', { name: 'Export CSV' }).click()

    // The toast follows the job with a progress bar: waiting, then (given time) rows counted against the total.
    const progress = page.getByRole('progressbar', { name: /^Exporting subscribers: / })
    await progress.first().waitFor({ timeout: 20_000 })
    // Rows counted against the total show while there is time to see them: on an idle server the 20,000 rows take under
    // a second, less than the toast's one-second look, and it goes from waiting to ready (a wait for the count failed so).
    await page.getByText('Your export of subscribers is ready.').waitFor({ timeout: 45_000 })

    // Open in Jobs: the export is there, done, with its 20,000 rows and its file.
    await page.getByRole('button', { name: 'Open in Jobs' }).click()
    await page.waitForURL('**/jobs')
    await page.getByRole('heading', { name: 'Jobs' }).waitFor()
    const row = page.getByRole('row').filter({ hasText: 'Export: subscribers' }).first()
    await row.getByText('Done').waitFor()
    await row.getByText('20,000 rows').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download subscribers-/ }).click()])
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = await downloadedText(download)
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Name,/)
    expect(lines).toHaveLength(20_001)

    // The owner's own sign-in code is a job too: where it went (masked) and that it was sent, never the code.
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Message' })
    const code = page.getByRole('row').filter({ hasText: 'Message: sign-in code to +91•••••3210' }).first()
    await code.getByText('Sent').waitFor()
  }, 120_000)
})
