import { message, type Message } from '../../locale'

export const typeMore: Message<{ count: string | number }> = /* @__PURE__ */ message('palette', 'typeMore', (i: { count: string | number }) => {
	return (`Type ${i?.count} or more characters to search records`)
})
