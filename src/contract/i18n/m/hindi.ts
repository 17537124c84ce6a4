// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const hindiModules: Record<string, () => Promise<object>> = {
  'account': () => import('./account.hi'),
  'ads': () => import('./ads.hi'),
  'auth': () => import('./auth.hi'),
  'booking': () => import('./booking.hi'),
  'catalogue': () => import('./catalogue.hi'),
  'complaints': () => import('./complaints.hi'),
  'dashboard': () => import('./dashboard.hi'),
  'employees': () => import('./employees.hi'),
  'feeds': () => import('./feeds.hi'),
  'form': () => import('./form.hi'),
  'history': () => import('./history.hi'),
  'kit': () => import('./kit.hi'),
  'money': () => import('./money.hi'),
  'palette': () => import('./palette.hi'),
  'promo-codes': () => import('./promo-codes.hi'),
  'server': () => import('./server.hi'),
  'shell': () => import('./shell.hi'),
  'subscribers': () => import('./subscribers.hi'),
  'team': () => import('./team.hi'),
}
