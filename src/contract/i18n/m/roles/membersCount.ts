import { message, type Message } from '../../locale'

export const membersCount: Message<{ count: string | number }> = /* @__PURE__ */ message('roles', 'membersCount', (i: { count: string | number }) => {
	return (`Given to ${i?.count} people`)
})
