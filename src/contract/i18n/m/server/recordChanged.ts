import { message, type Message } from '../../locale'

export const recordChanged: Message = /* @__PURE__ */ message('server', 'recordChanged', `This record was changed by someone else. Reload it to see the latest version.`)
