import { message, type Message } from '../../locale'

export const detailDescription: Message<{ category: string | number; date: string | number; age: string | number }> = /* @__PURE__ */ message('complaints', 'detailDescription', (i: { category: string | number; date: string | number; age: string | number }) => {
	return (`${i?.category} · opened ${i?.date} · ${i?.age}`)
})
