import { message, type Message } from '../../locale'

export const showingSavedCopy: Message<{ message: string | number }> = /* @__PURE__ */ message('kit', 'showingSavedCopy', (i: { message: string | number }) => {
	return (`${i?.message} Showing the last saved copy.`)
})
