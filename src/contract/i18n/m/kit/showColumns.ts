import { message, type Message } from '../../locale'

export const showColumns: Message = /* @__PURE__ */ message('kit', 'showColumns', `Columns to show`)
