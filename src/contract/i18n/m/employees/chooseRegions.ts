import { message, type Message } from '../../locale'

export const chooseRegions: Message = /* @__PURE__ */ message('employees', 'chooseRegions', `Please choose the regions`)
