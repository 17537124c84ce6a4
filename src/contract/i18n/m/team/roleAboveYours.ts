import { message, type Message } from '../../locale'

export const roleAboveYours: Message = /* @__PURE__ */ message('team', 'roleAboveYours', `You cannot give a role with access beyond your own.`)
