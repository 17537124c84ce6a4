import { message, type Message } from '../../locale'

export const importAlready: Message<{ date: string | number }> = /* @__PURE__ */ message('kit', 'importAlready', (i: { date: string | number }) => {
	return (`This file was already imported on ${i?.date}: nothing was added.`)
})
