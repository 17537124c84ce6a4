import { message, type Message } from '../../locale'

export const chooseObjective: Message = /* @__PURE__ */ message('ads', 'chooseObjective', `Please choose an objective`)
