import { message, type Message } from '../../locale'

export const devicesText: Message = /* @__PURE__ */ message('account', 'devicesText', `Every device and browser with your account open. Sign out any you do not recognise.`)
