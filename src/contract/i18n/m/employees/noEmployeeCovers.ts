import { message, type Message } from '../../locale'

export const noEmployeeCovers: Message = /* @__PURE__ */ message('employees', 'noEmployeeCovers', `No employee covers this region yet.`)
