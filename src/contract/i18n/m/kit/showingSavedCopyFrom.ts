import { message, type Message } from '../../locale'

export const showingSavedCopyFrom: Message<{ message: string | number; time: string | number }> = /* @__PURE__ */ message('kit', 'showingSavedCopyFrom', (i: { message: string | number; time: string | number }) => {
	return (`${i?.message} Showing the last saved copy from ${i?.time}.`)
})
