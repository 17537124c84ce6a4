import { message, type Message } from '../../locale'

export const viewQuery: Message = /* @__PURE__ */ message('server', 'viewQuery', `A view keeps at most 30 settings of up to 200 characters each`)
