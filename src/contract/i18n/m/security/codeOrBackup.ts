import { message, type Message } from '../../locale'

export const codeOrBackup: Message = /* @__PURE__ */ message('security', 'codeOrBackup', `Enter a code from your app or a backup code`)
