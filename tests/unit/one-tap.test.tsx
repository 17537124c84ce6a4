import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Toaster } from 'react-hot-toast'
import { describe, expect, it, vi } from 'vitest'
import { useRecordWrite, type WriteGuard } from '../../src/ui/form/use-record-write'

// Issue 18, item 14: a one-tap change offers Undo in its toast, written back on the record as saved, or asks first.
type Row = { id: string; status: string; updated_at: string }
const cache = { keys: { lists: () => ['rows', 'list'], detail: (id: string) => ['rows', 'detail', id] }, rowId: (row: Row) => row.id }

function OneTap({ write, guard }: { write: () => Promise<{ message: string; data: Row }>; guard: WriteGuard<Row> }) {
  const writer = useRecordWrite<Row>({ cache, fallback: 'Could not save' })
  return (
    <>
      <button type="button" onClick={() => void writer.run('go', write, guard)}>
        Resolve
      </button>
      {writer.dialog}
    </>
  )
}

// The toaster asks for reduced motion; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList

const show = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  )

describe('one-tap changes', () => {
  it('offer Undo in the success toast, sent on the version the change saved', async () => {
    const write = vi.fn(async () => ({ message: 'Ticket resolved', data: { id: 't1', status: 'resolved', updated_at: 'v2' } }))
    const undo = vi.fn(async (saved: Row | undefined) => ({
      message: 'Ticket reopened',
      data: { id: 't1', status: 'open', updated_at: `${saved?.updated_at}+1` },
    }))
    show(<OneTap write={write} guard={{ undo }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    await screen.findByText('Ticket resolved')
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByText('Ticket reopened')
    expect(undo).toHaveBeenCalledWith({ id: 't1', status: 'resolved', updated_at: 'v2' })
    // The undo's own toast offers no second Undo.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull())
  })

  it('ask first where there is no way back, and send nothing on Cancel', async () => {
    const write = vi.fn(async () => ({ message: 'Ticket resolved', data: { id: 't1', status: 'resolved', updated_at: 'v2' } }))
    show(<OneTap write={write} guard={{ confirm: { title: 'Resolve this complaint?', text: 'No way back.', action: 'Yes, resolve' } }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(write).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, resolve' }))
    await screen.findByText('Ticket resolved')
    expect(write).toHaveBeenCalledTimes(1)
  })
})
