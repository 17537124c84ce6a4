import { message, type Message } from '../../locale'

export const editDescription: Message = /* @__PURE__ */ message('employees', 'editDescription', `Change the contact details or the regions.`)
