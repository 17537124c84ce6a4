import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from '../../src/ui/list/pagination'

describe('paging a list whose count the server stopped (total_capped)', () => {
  it('says "of 1,000+" and keeps Next on the last page the count reaches', () => {
    const onPage = vi.fn()
    render(<Pagination page={50} pageSize={20} total={1000} capped onPage={onPage} onPageSize={() => undefined} />)
    expect(screen.getByText(/981–1,000 of 1,000\s*\+/)).toBeTruthy()
    expect(screen.getByText(/Page 50 of 50\s*\+/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    expect(onPage).toHaveBeenCalledWith(51)
  })

  it('stops at the last page of an exact count', () => {
    render(<Pagination page={50} pageSize={20} total={1000} onPage={() => undefined} onPageSize={() => undefined} />)
    expect(screen.getByText('981–1,000 of 1,000')).toBeTruthy()
    expect((screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})
