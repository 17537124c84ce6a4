import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { appOrBackupCode, secondFactorOf } from '../../contract/account/security'
import { errorText } from '../../lib/api-error'
import { notifySuccess } from '../../lib/toasts'
import * as m from '../../paraglide/m/security'
import { Button } from '../../ui/button'
import { ErrorState, Skeleton } from '../../ui/states'
import { CodeForm } from '../../ui/form/code-form'
import { disableTotp, totpKey, totpStateQuery } from './totp-api'
import { TotpSetup } from './totp-setup'

type Step = 'idle' | 'setup' | 'off'

/** The account page's "Authenticator app" (docs/accounts.md#authenticator-app): its state, setup, and turning it off. */
export function AuthenticatorSection({ email }: { email: string }) {
  const queryClient = useQueryClient()
  const state = useQuery(totpStateQuery())
  const [step, setStep] = useState<Step>('idle')
  const done = () => {
    setStep('idle')
    void queryClient.invalidateQueries({ queryKey: totpKey })
  }
  return (
    <section className="panel" aria-labelledby="totp-heading">
      <h2 id="totp-heading" className="panel-title">
        {m.sectionTitle()}
      </h2>
      <p className="muted">{m.sectionText()}</p>
      {state.isPending ? (
        <Skeleton width="60%" />
      ) : state.isError ? (
        <ErrorState text={errorText(state.error, m.loadFailed())} onRetry={() => void state.refetch()} retrying={state.isFetching} />
      ) : step === 'setup' ? (
        <TotpSetup email={email} onDone={done} onCancel={() => setStep('idle')} />
      ) : (
        <>
          <p data-testid="totp-status">{state.data.enabled ? m.statusOn({ left: state.data.backup_codes_left }) : m.statusOff()}</p>
          {state.data.required && <p className="muted">{m.requiredNote()}</p>}
          {!state.data.enabled && <Button onClick={() => setStep('setup')}>{m.setUp()}</Button>}
          {state.data.enabled && !state.data.required && step === 'idle' && (
            <Button variant="secondary" onClick={() => setStep('off')}>
              {m.turnOff()}
            </Button>
          )}
          {state.data.enabled && step === 'off' && (
            <>
              <p>{m.turnOffText()}</p>
              <CodeForm
                id="totp-off"
                label={m.codeOrBackupLabel()}
                submitLabel={m.turnOffConfirm()}
                schema={appOrBackupCode}
                onSubmit={async (typed) => {
                  const answer = await disableTotp(secondFactorOf(typed))
                  notifySuccess(answer.message)
                  done()
                }}
              />
              <Button variant="ghost" onClick={() => setStep('idle')}>
                {m.cancel()}
              </Button>
            </>
          )}
        </>
      )}
    </section>
  )
}
