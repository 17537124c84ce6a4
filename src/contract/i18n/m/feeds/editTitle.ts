import { message, type Message } from '../../locale'

export const editTitle: Message<{ title: string | number }> = /* @__PURE__ */ message('feeds', 'editTitle', (i: { title: string | number }) => {
	return (`Edit ${i?.title}`)
})
