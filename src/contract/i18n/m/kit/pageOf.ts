import { message, type Message } from '../../locale'

export const pageOf: Message<{ page: string | number; pages: string | number }> = /* @__PURE__ */ message('kit', 'pageOf', (i: { page: string | number; pages: string | number }) => {
	return (`Page ${i?.page} of ${i?.pages}`)
})
