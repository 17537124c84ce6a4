import { useState, type ReactNode } from 'react'
import * as m from '../../paraglide/m/webhooks'
import { Button } from '../../ui/button'

/** An endpoint's secret just made (a new endpoint's or a rotated one), shown this once with a copy button; `done` leaves it. */
export function SecretPanel({ title, secret, done }: { title: string; secret: string; done: ReactNode }) {
  const [copied, setCopied] = useState(false)
  return (
    <section className="panel form-stack" aria-labelledby="webhook-secret">
      <h2 id="webhook-secret">{title}</h2>
      <p>{m.secretOnce()}</p>
      <code className="api-key-secret" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="leave-dialog-actions">
        <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}>
          {copied ? m.copied() : m.copy()}
        </Button>
        {done}
      </div>
    </section>
  )
}
