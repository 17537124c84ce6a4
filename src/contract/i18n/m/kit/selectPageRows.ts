import { message, type Message } from '../../locale'

export const selectPageRows: Message<{ things: string | number }> = /* @__PURE__ */ message('kit', 'selectPageRows', (i: { things: string | number }) => {
	return (`Select every ${i?.things} row on this page`)
})
