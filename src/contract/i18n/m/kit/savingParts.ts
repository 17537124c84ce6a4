import { message, type Message } from '../../locale'

export const savingParts: Message<{ what: string | number; done: string | number; total: string | number }> = /* @__PURE__ */ message('kit', 'savingParts', (i: { what: string | number; done: string | number; total: string | number }) => {
	return (`Saving ${i?.what}: ${i?.done} of ${i?.total} parts done…`)
})
