import type { ErrorComponentProps } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failedAsset } from '../../src/lib/load-failure'
import { AppError } from '../../src/ui/app-error'

const props = (error: Error) => ({ error, reset: () => {} }) as unknown as ErrorComponentProps

afterEach(() => {
  delete window.__loadFailed
})

describe('a file that did not load (issue 18 item 1)', () => {
  it('is told apart from any other error, with the address the browser names', () => {
    expect(failedAsset(new Error('Unable to preload CSS for http://app.test/assets/route-abc.css'))).toBe('http://app.test/assets/route-abc.css')
    expect(failedAsset(new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/signup-x.js'))).toBe(
      'http://app.test/assets/signup-x.js',
    )
    expect(failedAsset(new TypeError('Importing a module script failed.'))).toBe('')
    expect(failedAsset(new Error('Cannot read properties of undefined'))).toBeNull()
  })

  it("goes to index.html's page (retry, Reload, back by itself) from the router's error component", () => {
    const loadFailed = vi.fn()
    window.__loadFailed = loadFailed
    const { container } = render(<AppError {...props(new Error('Unable to preload CSS for http://app.test/assets/a.css'))} />)
    expect(loadFailed).toHaveBeenCalledWith('http://app.test/assets/a.css')
    expect(container.innerHTML).toBe('')
  })

  it('any other error gets the same look with Reload, never the bare "Something went wrong!"', () => {
    const loadFailed = vi.fn()
    window.__loadFailed = loadFailed
    render(<AppError {...props(new Error('Cannot read properties of undefined'))} />)
    screen.getByRole('heading', { name: 'This screen could not open' })
    screen.getByRole('button', { name: 'Reload' })
    expect(screen.queryByText('Something went wrong!')).toBeNull()
    expect(loadFailed).not.toHaveBeenCalled()
  })
})
