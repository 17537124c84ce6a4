import { queryOptions } from '@tanstack/react-query'
import { accountPaths, erpUserResponse } from '../contract/account'
import { apiRequest } from './http'
import { getLocale } from '../contract/i18n/locale'
import * as m from '../paraglide/m/kit'
import { storageKeys, writeStored } from './storage'

/** The signed-in user's organisation (docs/areas/account.md#fields): the shell's header and the account page. */
const accountKeys = {
  all: ['account'] as const,
  erpUser: () => [...accountKeys.all, 'erp-user'] as const,
}

export const erpUserQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.erpUser(),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(accountPaths.erpUser, { schema: erpUserResponse, signal })
      writeStored(storageKeys.orgName, data.erp_org_name)
      writeStored(storageKeys.orgImage, data.erp_org_image)
      // The person's language on another device than this one's (src/lib/person-locale.ts), loaded only then.
      if (data.user.language !== getLocale()) void import('./person-locale').then((locale) => locale.followPersonLocale(data.user.language))
      return data
    },
    staleTime: 5 * 60_000,
    meta: { errorToast: { fallback: m.fetchOrganisationFailed } },
  })
