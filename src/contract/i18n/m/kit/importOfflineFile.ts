import { message, type Message } from '../../locale'

export const importOfflineFile: Message<{ name: string | number }> = /* @__PURE__ */ message('kit', 'importOfflineFile', (i: { name: string | number }) => {
	return (`Import needs a connection. Your file ${i?.name} stays chosen: check and import when you are back online.`)
})
