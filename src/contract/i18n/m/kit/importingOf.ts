import { message, type Message } from '../../locale'

export const importingOf: Message<{ done: string | number; total: string | number }> = /* @__PURE__ */ message('kit', 'importingOf', (i: { done: string | number; total: string | number }) => {
	return (`Importing ${i?.done} of ${i?.total} rows…`)
})
