import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../ui/button'
import { lookUpCode } from './scan-lookup'
import * as m from '../../paraglide/m/stock'

/** The typed code: for devices without a camera, or a label the camera cannot read. */
export function CodeEntry({ onFound }: { onFound: (found: { id: string; sku: string }) => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState('')
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const look = async () => {
    setBusy(true)
    // A code typed (or sent by a keyboard scanner) is a read too: it beeps as the camera's does.
    const result = await lookUpCode(queryClient, typed)
    setBusy(false)
    if ('said' in result) return setSaid(result.said)
    setSaid('')
    setTyped('')
    onFound(result.found)
  }
  return (
    <form
      className="stock-count-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void look()
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor={`${id}-code`}>
          {m.scanTyped()}
        </label>
        <input
          className="input"
          id={`${id}-code`}
          autoComplete="off"
          value={typed}
          aria-invalid={said ? true : undefined}
          aria-describedby={said ? `${id}-said` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {said && (
          <p className="field-error" id={`${id}-said`} role="alert">
            {said}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" loading={busy}>
        {m.countAdd()}
      </Button>
    </form>
  )
}
