import { message, type Message } from '../../locale'

export const gridNarrowText: Message = /* @__PURE__ */ message('catalogue', 'gridNarrowText', `Open it on a screen at least 900 px wide, or change prices and stock one variant at a time from the list.`)
