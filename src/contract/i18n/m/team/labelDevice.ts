import { message, type Message } from '../../locale'

export const labelDevice: Message = /* @__PURE__ */ message('team', 'labelDevice', `Device`)
