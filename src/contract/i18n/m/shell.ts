// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export { skipToContent } from './shell/skipToContent'
export { welcomeTo } from './shell/welcomeTo'
export { loadingWorkspace } from './shell/loadingWorkspace'
export { toLightTheme } from './shell/toLightTheme'
export { toDarkTheme } from './shell/toDarkTheme'
export { accountOf } from './shell/accountOf'
export { mainNav } from './shell/mainNav'
export { language } from './shell/language'
export { tryAgain } from './shell/tryAgain'
export { showPassword } from './shell/showPassword'
export { hidePassword } from './shell/hidePassword'
