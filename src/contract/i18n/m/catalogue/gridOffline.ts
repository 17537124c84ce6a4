import { message, type Message } from '../../locale'

export const gridOffline: Message = /* @__PURE__ */ message('catalogue', 'gridOffline', `You are offline: the grid is read only until you are back online.`)
