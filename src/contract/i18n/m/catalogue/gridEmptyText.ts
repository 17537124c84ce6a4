import { message, type Message } from '../../locale'

export const gridEmptyText: Message = /* @__PURE__ */ message('catalogue', 'gridEmptyText', `Change the filter or the search on the list, then open the grid again.`)
