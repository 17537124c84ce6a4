import * as m from '../../paraglide/m/api-keys'
import { defineArea } from '../kit/area'

export const apiKeysArea = defineArea({
  name: 'api-keys',
  group: 'Organisation',
  screens: [
    { path: '/api-keys', label: m.navApiKeys, icon: 'key', description: "Keys for your organisation's own scripts and tools.", roles: ['owner'] },
    { path: '/webhooks', label: m.navWebhooks, icon: 'send', description: 'Changes posted to your own systems as they happen.', roles: ['owner'] },
  ],
})
