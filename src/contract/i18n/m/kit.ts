// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export { required } from './kit/required'
export { invalid } from './kit/invalid'
export { everyRowGood } from './kit/everyRowGood'
export { rowsWithErrors } from './kit/rowsWithErrors'
export { columnLine } from './kit/columnLine'
export { columnColumn } from './kit/columnColumn'
export { columnMessage } from './kit/columnMessage'
export { previous } from './kit/previous'
export { next } from './kit/next'
export { pageOf } from './kit/pageOf'
