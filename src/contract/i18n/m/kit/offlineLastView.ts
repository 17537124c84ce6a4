import { message, type Message } from '../../locale'

export const offlineLastView: Message = /* @__PURE__ */ message('kit', 'offlineLastView', `You are offline, so this view has not loaded. Showing the last one you opened.`)
