import { message, type Message } from '../../locale'

export const labelDevices: Message = /* @__PURE__ */ message('team', 'labelDevices', `Devices`)
