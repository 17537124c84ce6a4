import { message, type Message } from '../../locale'

export const sectionWhereText: Message = /* @__PURE__ */ message('employees', 'sectionWhereText', `A city, then the regions of that city the employee covers.`)
