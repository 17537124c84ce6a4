import { message, type Message } from '../../locale'

export const viewNotOwner: Message = /* @__PURE__ */ message('server', 'viewNotOwner', `Only the person who saved this view can change it.`)
