import { message, type Message } from '../../locale'

export const unsavedFrom: Message<{ at: string | number }> = /* @__PURE__ */ message('form', 'unsavedFrom', (i: { at: string | number }) => {
	return (`Unsaved changes from ${i?.at}`)
})
