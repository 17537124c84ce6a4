// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export { enterAuthenticatorCode } from './security/enterAuthenticatorCode'
export { wrongAuthenticatorCode } from './security/wrongAuthenticatorCode'
export { authenticatorCodeFormat } from './security/authenticatorCodeFormat'
export { backupCodeFormat } from './security/backupCodeFormat'
export { codeOrBackup } from './security/codeOrBackup'
export { totpLoaded } from './security/totpLoaded'
export { totpStarted } from './security/totpStarted'
export { totpEnabled } from './security/totpEnabled'
export { totpDisabled } from './security/totpDisabled'
export { totpNotStarted } from './security/totpNotStarted'
export { totpNotOn } from './security/totpNotOn'
