import * as m from '../../paraglide/m/security'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'

/** The ten backup codes, shown once after the setup: copy, download, then "I have saved them" (docs/accounts.md#authenticator-app). */
export function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const text = `${m.backupFileTitle({ email })}\n\n${codes.join('\n')}\n`
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notifySuccess(m.codesCopied()),
      () => notifyError(m.copyFailed()),
    )
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'backup-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="form-stack" role="group" aria-labelledby="backup-codes-heading">
      <h3 id="backup-codes-heading" className="panel-title">
        {m.backupTitle()}
      </h3>
      <p className="muted">{m.backupText()}</p>
      <ol className="backup-codes" aria-label={m.backupTitle()}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="totp-buttons">
        <Button variant="secondary" onClick={() => void copy()}>
          {m.copyCodes()}
        </Button>
        <Button variant="secondary" onClick={download}>
          {m.downloadCodes()}
        </Button>
        <Button onClick={onDone}>{m.savedThem()}</Button>
      </div>
    </div>
  )
}
