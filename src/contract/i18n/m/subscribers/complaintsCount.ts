import { message, type Message } from '../../locale'

export const complaintsCount: Message<{ count: string | number }> = /* @__PURE__ */ message('subscribers', 'complaintsCount', (i: { count: string | number }) => {
	return (`Complaints (${i?.count})`)
})
