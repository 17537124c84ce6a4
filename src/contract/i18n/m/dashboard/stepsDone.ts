import { message, type Message } from '../../locale'

export const stepsDone: Message<{ done: string | number; total: string | number }> = /* @__PURE__ */ message('dashboard', 'stepsDone', (i: { done: string | number; total: string | number }) => {
	return (`${i?.done} of ${i?.total} done`)
})
