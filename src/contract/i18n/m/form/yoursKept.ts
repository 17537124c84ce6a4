import { message, type Message } from '../../locale'

export const yoursKept: Message<{ value: string | number }> = /* @__PURE__ */ message('form', 'yoursKept', (i: { value: string | number }) => {
	return (`yours “${i?.value}” is kept`)
})
