import { message, type Message } from '../../locale'

export const gridFailed: Message<{ shown: string | number }> = /* @__PURE__ */ message('server', 'gridFailed', (i: { shown: string | number }) => {
	return (`${i?.shown} could not be saved`)
})
