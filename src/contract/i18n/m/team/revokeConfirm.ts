import { message, type Message } from '../../locale'

export const revokeConfirm: Message<{ email: string | number }> = /* @__PURE__ */ message('team', 'revokeConfirm', (i: { email: string | number }) => {
	return (`Revoke the invite to ${i?.email}? The link stops working.`)
})
