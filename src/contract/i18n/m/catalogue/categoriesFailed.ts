import { message, type Message } from '../../locale'

export const categoriesFailed: Message = /* @__PURE__ */ message('catalogue', 'categoriesFailed', `Categories could not be loaded. Reload the page to try again.`)
