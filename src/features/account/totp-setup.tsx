import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { appCode } from '../../contract/account/security'
import { errorText } from '../../lib/api-error'
import { notifySuccess } from '../../lib/toasts'
import * as m from '../../paraglide/m/security'
import { Button } from '../../ui/button'
import { ErrorState, Skeleton } from '../../ui/states'
import { BackupCodes } from './backup-codes'
import { CodeForm } from '../../ui/form/code-form'
import './totp.css'
import { confirmTotp, startTotp, totpKey } from './totp-api'

type TotpSetupProps = { email: string; onDone: () => void; onCancel?: () => void }

/**
 * Setting up the authenticator app: a new secret as a QR code (the server's otpauth:// address, drawn by `qrcode`) and as
 * text to type, a first code from the app to turn it on, then the ten backup codes, once. On the account page, and
 * the screen a person whose role requires the app sees after the SMS code (src/routes/_auth/setup-authenticator.tsx).
 */
export function TotpSetup({ email, onDone, onCancel }: TotpSetupProps) {
  const queryClient = useQueryClient()
  const setup = useMutation({ mutationFn: startTotp })
  const [codes, setCodes] = useState<string[] | null>(null)
  const { mutate } = setup
  // Once: a second setup would replace the secret the QR code shows.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    mutate()
  }, [mutate])

  if (codes) return <BackupCodes codes={codes} email={email} onDone={onDone} />
  if (setup.isError) return <ErrorState text={errorText(setup.error, m.loadFailed())} onRetry={() => setup.mutate()} retrying={setup.isPending} />
  if (!setup.data) return <Skeleton height={200} width={200} />
  const { qr_code: qrCode, secret } = setup.data.data
  return (
    <div className="form-stack totp-setup">
      <p>{m.scanQr()}</p>
      <img className="totp-qr" src={qrCode} alt={m.qrAlt()} width={200} height={200} />
      <p className="muted">
        {m.manualKey()}{' '}
        <code className="totp-secret" data-testid="totp-secret">
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <p>{m.enterFirstCode()}</p>
      <CodeForm
        id="totp-confirm"
        label={m.appCodeLabel()}
        submitLabel={m.turnOn()}
        schema={appCode}
        onSubmit={async (code) => {
          const answer = await confirmTotp(code)
          notifySuccess(answer.message)
          setCodes(answer.data.backup_codes)
          await queryClient.invalidateQueries({ queryKey: totpKey })
        }}
      />
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {m.cancel()}
        </Button>
      )}
    </div>
  )
}
