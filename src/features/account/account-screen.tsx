import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { cities } from '../../contract/account'
import { roleName } from '../../contract/roles'
import { errorText } from '../../lib/api-error'
import { formatPhone } from '../../lib/format'
import { Button } from '../../ui/button'
import { DataFreshness } from '../../ui/data-freshness'
import { LogoutIcon } from '../../ui/icons'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Skeleton } from '../../ui/states'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import { inLocale } from '../../contract/i18n/formats'
import * as m from '../../paraglide/m/account'
import { saveLanguage } from '../../lib/person-locale'
import { LanguageSwitch } from '../../ui/language-switch'
import { AccountDevices } from './account-devices'
import { AuthenticatorSection } from './authenticator-section'
import { NotificationSettingsSection } from './notification-settings'
import { PushSection } from './push-section'

const cityName = (value: string) => cities.find((city) => city.value === value)?.label ?? value
const dateFormat = inLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }))

export function AccountScreen({ onSignOut }: { onSignOut: (queryClient: ReturnType<typeof useQueryClient>) => Promise<void> }) {
  const account = useQuery(erpUserQueryOptions())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    await onSignOut(queryClient)
    await navigate({ to: '/login' })
  }

  const action = (
    <Button variant="secondary" onClick={signOut} loading={signingOut}>
      <LogoutIcon size={18} /> {m.signOut()}
    </Button>
  )
  return (
    <>
      <PageHeader
        title={m.title()}
        description={m.description()}
        actions={action}
        meta={<DataFreshness updatedAt={account.dataUpdatedAt} fetching={account.isFetching} />}
      />
      {account.isPending ? (
        <div className="detail-grid" aria-busy="true" aria-label={m.loading()}>
          <div className="panel">
            <Skeleton height={64} width={64} />
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </div>
          <div className="panel">
            <Skeleton width="50%" />
            <Skeleton width="70%" />
          </div>
        </div>
      ) : account.isError && !account.data ? (
        <ErrorState text={errorText(account.error, m.fetchFailed())} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : (
        <div className="detail-grid">
          <section className="panel" aria-labelledby="org-heading">
            <div className="org-identity">
              {account.data.organisation.image ? (
                <img className="org-avatar" src={account.data.organisation.image} alt="" width={64} height={64} />
              ) : (
                <span className="org-avatar org-avatar-initial" aria-hidden="true">
                  {account.data.organisation.name.charAt(0)}
                </span>
              )}
              <div>
                <h2 id="org-heading" className="panel-title">
                  {account.data.organisation.name}
                </h2>
                <p className="muted">{m.organisation()}</p>
              </div>
            </div>
            <dl className="detail-list">
              <Detail term={m.city()} value={cityName(account.data.organisation.city)} />
              <Detail term={m.address()} value={account.data.organisation.address} />
              <Detail term={m.memberSince()} value={dateFormat().format(new Date(account.data.organisation.created_at))} />
            </dl>
          </section>
          <section className="panel" aria-labelledby="user-heading">
            <h2 id="user-heading" className="panel-title">
              {m.signedInAs()}
            </h2>
            <dl className="detail-list">
              <Detail term={m.name()} value={`${account.data.user.first_name} ${account.data.user.last_name}`.trim()} />
              <Detail term={m.email()} value={account.data.user.email} />
              <Detail term={m.phone()} value={formatPhone(account.data.user.phone)} />
              <Detail term={m.role()} value={roleName(account.data.role?.key ?? account.data.user.role, account.data.role?.name ?? account.data.user.role)} />
              <Detail term={m.city()} value={cityName(account.data.user.city)} />
              <div className="detail-row">
                <dt>{m.language()}</dt>
                <dd>
                  <LanguageSwitch onSwitch={saveLanguage} />
                  <p className="muted">{m.languageHint()}</p>
                </dd>
              </div>
            </dl>
          </section>
          <AuthenticatorSection email={account.data.user.email} />
          <PushSection />
          <NotificationSettingsSection />
          <AccountDevices />
        </div>
      )}
    </>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="detail-row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}
