import { message, type Message } from '../../locale'

export const lastOwner: Message = /* @__PURE__ */ message('team', 'lastOwner', `Your organisation must keep at least one active owner. Make someone else owner first.`)
