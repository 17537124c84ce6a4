import { message, type Message } from '../../locale'

export const rowsNotSaved: Message = /* @__PURE__ */ message('catalogue', 'rowsNotSaved', `Rows not saved`)
