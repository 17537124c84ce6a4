import { message, type Message } from '../../locale'

export const priorityBadge: Message<{ priority: string | number }> = /* @__PURE__ */ message('complaints', 'priorityBadge', (i: { priority: string | number }) => {
	return (`${i?.priority} priority`)
})
