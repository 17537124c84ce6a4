import { message, type Message } from '../../locale'

export const brandsEmptyTitle: Message = /* @__PURE__ */ message('catalogue', 'brandsEmptyTitle', `No brands yet`)
