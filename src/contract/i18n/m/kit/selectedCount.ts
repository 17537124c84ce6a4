import { message, type Message } from '../../locale'

export const selectedCount: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'selectedCount', (i: { shown: string | number }) => {
	return (`${i?.shown} selected`)
})
