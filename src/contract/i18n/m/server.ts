// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export { serverError } from './server/serverError'
export { notFound } from './server/notFound'
export { invalidRequest } from './server/invalidRequest'
