import { message, type Message } from '../../locale'

export const fetchOrganisationFailed: Message = /* @__PURE__ */ message('kit', 'fetchOrganisationFailed', `Failed to fetch organization info`)
