import { message, type Message } from '../../locale'

export const illegalMove: Message<{ from: string | number; to: string | number }> = /* @__PURE__ */ message('complaints', 'illegalMove', (i: { from: string | number; to: string | number }) => {
	return (`A complaint cannot move from ${i?.from} to ${i?.to}.`)
})
