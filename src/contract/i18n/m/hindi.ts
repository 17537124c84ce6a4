// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const hindiModules: Record<string, () => Promise<object>> = {
  'auth': () => import('./auth.hi'),
  'kit': () => import('./kit.hi'),
  'shell': () => import('./shell.hi'),
}
