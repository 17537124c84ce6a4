import { message, type Message } from '../../locale'

export const backupCodeFormat: Message = /* @__PURE__ */ message('security', 'backupCodeFormat', `Enter a backup code like 1a2b3-c4d5e`)
