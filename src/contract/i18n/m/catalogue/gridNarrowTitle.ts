import { message, type Message } from '../../locale'

export const gridNarrowTitle: Message = /* @__PURE__ */ message('catalogue', 'gridNarrowTitle', `The grid is made for a wider screen`)
