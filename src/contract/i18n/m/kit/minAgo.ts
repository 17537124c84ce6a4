import { message, type Message } from '../../locale'

export const minAgo: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'minAgo', (i: { shown: string | number }) => {
	return (`${i?.shown} min ago`)
})
