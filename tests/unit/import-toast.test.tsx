import { fireEvent, render, screen } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '../../src/contract/jobs'
import { importToast } from '../../src/ui/import/import-toast'

// Issue 29: an import's job, once its screen is left, is followed in one toast: its progress, then its result, with
// "Open in Jobs" for those who may open the Jobs screen.

// The toaster asks for reduced motion; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList

const job = (patch: Partial<Job>): Job => ({
  id: 'j1',
  kind: 'import',
  subject: 'product_variants',
  state: 'running',
  done: 0,
  total: 1200,
  failure: null,
  file_name: null,
  recipient: null,
  started_by_name: 'Asha Rao',
  created_at: '2026-11-29T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...patch,
})
const texts = { running: (at: Job) => `Importing: ${at.done} of ${at.total ?? 0}`, done: (at: Job) => `${at.done} imported` }

describe('the import toast', () => {
  it('shows the job running, then its result in the same toast, with Open in Jobs', async () => {
    render(<Toaster />)
    const openJobs = vi.fn()
    importToast(job({}), texts, openJobs)
    await screen.findByText('Importing: 0 of 1200')
    importToast(job({ state: 'done', done: 1190 }), texts, openJobs)
    await screen.findByText('1190 imported')
    expect(screen.queryByText('Importing: 0 of 1200')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open in Jobs' }))
    expect(openJobs).toHaveBeenCalledOnce()
  })

  it('says why a failed import stored nothing, and offers no Jobs link to those who may not open it', async () => {
    render(<Toaster />)
    importToast(job({ id: 'j2', state: 'failed', failure: 'A SKU is in two parts' }), texts)
    await screen.findByText('The import failed and nothing was imported: A SKU is in two parts')
    expect(screen.queryByRole('button', { name: 'Open in Jobs' })).toBeNull()
  })
})
