import { message, type Message } from '../../locale'

export const rangeOf: Message<{ from: string | number; to: string | number; total: string | number }> = /* @__PURE__ */ message('kit', 'rangeOf', (i: { from: string | number; to: string | number; total: string | number }) => {
	return (`${i?.from}–${i?.to} of ${i?.total}`)
})
