import { message, type Message } from '../../locale'

export const checkRows: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'checkRows', (i: { shown: string | number }) => {
	return (`Check ${i?.shown} rows`)
})
