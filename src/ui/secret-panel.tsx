import { useId, useState, type ReactNode } from 'react'
import { Button } from './button'

/** What a secret panel says, in its area's words: its heading, that it is shown once, and its copy button before and after. */
export type SecretPanelText = { title: string; once: string; copy: string; copied: string }

/**
 * A secret just made (an API key's, a webhook endpoint's, a rotated one), shown this once with a copy button; `done`
 * leaves it. `testId` names the secret for tests.
 */
export function SecretPanel({ text, secret, testId, done }: { text: SecretPanelText; secret: string; testId: string; done: ReactNode }) {
  const [copied, setCopied] = useState(false)
  const heading = useId()
  return (
    <section className="panel form-stack" aria-labelledby={heading}>
      <h2 id={heading}>{text.title}</h2>
      <p>{text.once}</p>
      <code className="api-key-secret" data-testid={testId}>
        {secret}
      </code>
      <div className="leave-dialog-actions">
        <Button variant="secondary" onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}>
          {copied ? text.copied : text.copy}
        </Button>
        {done}
      </div>
    </section>
  )
}
