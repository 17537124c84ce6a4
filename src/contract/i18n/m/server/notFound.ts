import { message, type Message } from '../../locale'

export const notFound: Message = /* @__PURE__ */ message('server', 'notFound', `Not found.`)
