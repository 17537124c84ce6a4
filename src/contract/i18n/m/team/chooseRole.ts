import { message, type Message } from '../../locale'

export const chooseRole: Message = /* @__PURE__ */ message('team', 'chooseRole', `Choose a role`)
