import { message, type Message } from '../../locale'

export const bulkRoleChanged: Message<{ things: string | number }> = /* @__PURE__ */ message('team', 'bulkRoleChanged', (i: { things: string | number }) => {
	return (`Changed the role of ${i?.things}`)
})
