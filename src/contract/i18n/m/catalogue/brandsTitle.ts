import { message, type Message } from '../../locale'

export const brandsTitle: Message = /* @__PURE__ */ message('catalogue', 'brandsTitle', `Brands`)
