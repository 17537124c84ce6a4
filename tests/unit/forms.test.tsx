import { revalidateLogic } from '@tanstack/react-form'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Mock } from 'vitest'
import { OtpForm } from '../../src/features/auth/components/otp-form'
import { ApiError } from '../../src/lib/api-error'
import { connectivityStore } from '../../src/lib/connectivity'
import { useAppForm } from '../../src/ui/form/app-form'
import type { Option } from '../../src/ui/form/select-field'

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
const typeCode = (value: string) => fireEvent.change(screen.getByLabelText(/One-time code/), { target: { value } })

function renderOtp(onVerify: Mock<(otp: string) => Promise<void>> = vi.fn(async (_otp: string) => {})) {
  render(<OtpForm submitLabel="Verify" onVerify={onVerify} onResend={async () => ({ message: 'sent' })} />)
  return onVerify
}

describe('forms (docs/app.md#forms)', () => {
  it('shows errors only after the first submit, then as the user types', async () => {
    renderOtp()
    typeCode('12a')
    expect(screen.queryByText('OTP must contain numbers only')).toBeNull()
    submit()
    expect(await screen.findByText('OTP must contain numbers only')).toBeTruthy()
    typeCode('')
    expect(await screen.findByText('Please enter OTP')).toBeTruthy()
  })

  it('keeps the submit disabled while a server error shows and the input is unchanged', async () => {
    const onVerify = renderOtp(
      vi
        .fn<(otp: string) => Promise<void>>()
        .mockRejectedValueOnce(new ApiError(400, { message: 'Invalid OTP. 4 attempts left.' }, 'Invalid OTP'))
        .mockResolvedValue(undefined),
    )
    // The sixth digit sends the code by itself.
    typeCode('111111')
    expect(await screen.findByText('Invalid OTP. 4 attempts left.')).toBeTruthy()
    const button = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    // Not sent again by itself, nor by the button, while the refused code stands.
    submit()
    expect(onVerify).toHaveBeenCalledTimes(1)
    typeCode('222222')
    await waitFor(() => expect(screen.queryByText('Invalid OTP. 4 attempts left.')).toBeNull())
    await waitFor(() => expect(button.disabled).toBe(false))
    expect(onVerify.mock.calls).toEqual([['111111'], ['222222']])
  })

  it('disables the submit offline, says why and keeps the input', async () => {
    renderOtp()
    typeCode('123456')
    act(() => connectivityStore.set(false))
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(/You are offline. Please check your internet connection./)).toBeTruthy()
    expect((screen.getByLabelText(/One-time code/) as HTMLInputElement).value).toBe('123456')
  })
})

function CityForm({ options, loading, disabled }: { options: Option[]; loading?: boolean; disabled?: boolean }) {
  const form = useAppForm({ defaultValues: { city: '' }, validationLogic: revalidateLogic() })
  return (
    <form.AppField name="city">
      {(field) => (
        <field.SelectField
          label="City"
          options={options}
          placeholder="Select City"
          required
          loading={loading}
          disabled={disabled}
          disabledReason="Pick a brand first"
        />
      )}
    </form.AppField>
  )
}

describe('single-select (docs/app.md#forms)', () => {
  it("shows 'Loading...' and a red asterisk while loading", () => {
    render(<CityForm options={[]} loading />)
    expect(screen.getByRole('option', { name: 'Loading...' })).toBeTruthy()
    expect(screen.getByText('*')).toBeTruthy()
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true)
  })
  it('selects the only option by itself', async () => {
    render(<CityForm options={[{ label: 'Hyderabad', value: 'hyd' }]} />)
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('hyd'))
  })
  it('leaves the choice open with two options and explains a disabled select', () => {
    render(
      <CityForm
        options={[
          { label: 'Hyderabad', value: 'hyd' },
          { label: 'Delhi', value: 'delhi' },
        ]}
        disabled
      />,
    )
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('')
    expect(screen.getByRole('tooltip').textContent).toBe('Pick a brand first')
  })
})
