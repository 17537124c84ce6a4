import { message, type Message } from '../../locale'

export const partsNotSaved: Message<{ parts: string | number }> = /* @__PURE__ */ message('kit', 'partsNotSaved', (i: { parts: string | number }) => {
	return (`Could not save ${i?.parts} for offline use. Check your connection and try again.`)
})
