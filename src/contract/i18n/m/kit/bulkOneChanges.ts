import { message, type Message } from '../../locale'

export const bulkOneChanges: Message<{ noun: string | number }> = /* @__PURE__ */ message('kit', 'bulkOneChanges', (i: { noun: string | number }) => {
	return (`The chosen ${i?.noun} will change at once.`)
})
