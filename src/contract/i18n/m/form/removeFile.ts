import { message, type Message } from '../../locale'

export const removeFile: Message<{ name: string | number }> = /* @__PURE__ */ message('form', 'removeFile', (i: { name: string | number }) => {
	return (`Remove ${i?.name}`)
})
