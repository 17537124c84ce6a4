import { message, type Message } from '../../locale'

export const howBusinessIsDoing: Message = /* @__PURE__ */ message('dashboard', 'howBusinessIsDoing', `How your business is doing today.`)
