import { message, type Message } from '../../locale'

export const fetchRegionsFailed: Message = /* @__PURE__ */ message('employees', 'fetchRegionsFailed', `Failed to fetch regions`)
