import { message, type Message } from '../../locale'

export const importPartMissing: Message<{ part: string | number }> = /* @__PURE__ */ message('kit', 'importPartMissing', (i: { part: string | number }) => {
	return (`Part ${i?.part} of the file was not checked: import the file again.`)
})
