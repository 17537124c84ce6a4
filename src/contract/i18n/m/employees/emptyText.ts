import { message, type Message } from '../../locale'

export const emptyText: Message = /* @__PURE__ */ message('employees', 'emptyText', `Add a survey employee and choose the regions they cover.`)
