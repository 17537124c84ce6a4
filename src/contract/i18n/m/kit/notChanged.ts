import { message, type Message } from '../../locale'

export const notChanged: Message<{ shown: string | number }> = /* @__PURE__ */ message('kit', 'notChanged', (i: { shown: string | number }) => {
	return (`${i?.shown} could not be changed:`)
})
