import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resendOtp } from '../../src/features/auth/api'
import { OtpForm } from '../../src/features/auth/components/otp-form'
import { bannerStore } from '../../src/lib/banner'
import { connectivityStore } from '../../src/lib/connectivity'
import { notices } from '../../src/lib/messages'
import { createQueryClient } from '../../src/lib/query-client'
import { routeTree } from '../../src/routeTree.gen'
import { GlobalBanner } from '../../src/ui/global-banner'

/** The app's own routes at `path`, so the screens arrive as they do in the browser (layout, route, form). */
async function openRoute(path: string) {
  const queryClient = createQueryClient()
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <GlobalBanner />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
  return router
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)))
const codeField = () => screen.getByLabelText(/One-time code/) as HTMLInputElement

afterEach(() => {
  vi.useRealTimers()
})

describe('code screens on a phone', () => {
  it.each([
    ['/sms-otp-verify', 'Verify your phone'],
    ['/email-otp-verify', 'Check your email'],
  ])('%s focuses the code field on arrival and keeps a code typed before the screen settles', async (path, heading) => {
    localStorage.setItem('resetEmail', 'owner@kesar.example')
    await openRoute(path)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading)
    const input = codeField()
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    // Typed (or autofilled) at once, before anything after the first render has run.
    fireEvent.change(input, { target: { value: '482913' } })
    await settle()
    expect(codeField().value).toBe('482913')
    expect(document.activeElement).toBe(codeField())
  })
})

describe('/login keyboard order', () => {
  it('puts the email field first in tab order, the theme toggle after the form', async () => {
    await openRoute('/login')
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea')].filter(
      (element) => element.tabIndex >= 0,
    )
    expect(tabbable[0]).toBe(screen.getByLabelText(/Email address/))
    const toggle = screen.getByRole('button', { name: /Switch to (dark|light) theme/ })
    expect(tabbable.indexOf(toggle)).toBeGreaterThan(tabbable.indexOf(screen.getByRole('button', { name: 'Sign In' })))
    expect([...document.querySelectorAll('[tabindex]')].filter((element) => Number(element.getAttribute('tabindex')) > 0)).toEqual([])
  })
})

describe('/login sends what is on screen', () => {
  it('sends values that reached the fields without React seeing them typed (typed while the page was taken over)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: false, message: 'Invalid email or password' }), { status: 401 }))
    await openRoute('/login')
    // Written straight into the page, as the browser does for keys pressed before React handles the field.
    ;(screen.getByLabelText(/Email address/) as HTMLInputElement).value = 'owner@kesar.example'
    ;(screen.getByLabelText(/^Password/) as HTMLInputElement).value = 'Secret#2024'
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled())
    const init = fetchSpy.mock.calls[0]![1]!
    expect(JSON.parse(String(init.body))).toEqual({ email: 'owner@kesar.example', password: 'Secret#2024' })
    expect(await screen.findByText('Invalid email or password')).toBeTruthy()
    fetchSpy.mockRestore()
  })

  it('judges nothing before the first Sign In, then judges every change', async () => {
    await openRoute('/login')
    const email = screen.getByLabelText(/Email address/) as HTMLInputElement
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    expect(email.getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    fireEvent.change(email, { target: { value: 'owner@kesar.example' } })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull())
  })
})

describe('length limits say so instead of cutting (docs/accounts.md#fields)', () => {
  it("keeps a pasted 60-character company name and shows 'First name must be at most 50 characters'", async () => {
    await openRoute('/signup')
    const company = screen.getByLabelText(/Company name/) as HTMLInputElement
    const pasted = 'Kesar Lifestyle and Handloom Cooperative Private Limited Co.'
    expect(pasted).toHaveLength(60)
    fireEvent.change(company, { target: { value: pasted } })
    // The browser would cut at the maxLength attribute: it must sit well above the limit.
    expect(company.maxLength).toBeGreaterThan(60)
    expect(company.value).toBe(pasted)
    // Near and past the limit a count shows; the message itself follows the form's rules (after a submit).
    expect(screen.getByText('60/50')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('First name must be at most 50 characters')).toBeTruthy()
    expect(company.value).toBe(pasted)
    expect(company.getAttribute('aria-invalid')).toBe('true')
  })

  it("shows 'Last name must be at most 50 characters' and 'Address must be at most 200 characters' as the user types past them", async () => {
    await openRoute('/signup')
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    await screen.findByText('Please enter first name')
    fireEvent.change(screen.getByLabelText(/Contact person/), { target: { value: 'M'.repeat(51) } })
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'A'.repeat(201) } })
    expect(await screen.findByText('Last name must be at most 50 characters')).toBeTruthy()
    expect(await screen.findByText('Address must be at most 200 characters')).toBeTruthy()
    expect((screen.getByLabelText(/^Address/) as HTMLTextAreaElement).value).toHaveLength(201)
  })

  it('shows no count far from the limit', async () => {
    await openRoute('/signup')
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'Kesar' } })
    expect(screen.queryByText('5/50')).toBeNull()
  })
})

describe("offline attempts say 'No internet connection. Please reconnect.' (docs/app.md#notices)", () => {
  const onVerify = vi.fn(async () => {})

  function renderCodeForm() {
    render(
      <>
        <OtpForm submitLabel="Verify" onVerify={onVerify} onResend={() => resendOtp({ email: 'owner@kesar.example' })} />
        <GlobalBanner />
      </>,
    )
  }

  it('on a resend tapped offline, without touching the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    vi.useFakeTimers()
    renderCodeForm()
    // The server's cooldown runs out first.
    for (let second = 0; second < 30; second++) act(() => vi.advanceTimersByTime(1000))
    vi.useRealTimers()
    act(() => connectivityStore.set(false))
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement
    expect(resend.disabled).toBe(false)
    fireEvent.click(resend)
    expect(await screen.findByText(notices.requestWhileOffline)).toBeTruthy()
    expect(bannerStore.get()).toMatchObject({ visible: true, isOffline: true, duration: null })
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('on Enter in a field offline, while the submit itself stays disabled', async () => {
    renderCodeForm()
    // Offline before the sixth digit, which would otherwise send the code by itself.
    act(() => connectivityStore.set(false))
    fireEvent.change(codeField(), { target: { value: '123456' } })
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.keyDown(codeField(), { key: 'Enter' })
    expect(await screen.findByText(notices.requestWhileOffline)).toBeTruthy()
    expect(onVerify).not.toHaveBeenCalled()
    expect(codeField().value).toBe('123456')
  })

  it('says nothing on Enter while online', async () => {
    renderCodeForm()
    fireEvent.keyDown(codeField(), { key: 'Enter' })
    await waitFor(() => expect(bannerStore.get().visible).toBe(false))
  })
})
