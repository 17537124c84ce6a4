import { message, type Message } from '../../locale'

export const noFigures: Message = /* @__PURE__ */ message('ads', 'noFigures', `No figures yet: the campaign has not run.`)
