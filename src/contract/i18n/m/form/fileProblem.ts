import { message, type Message } from '../../locale'

export const fileProblem: Message<{ file: string | number; problem: string | number }> = /* @__PURE__ */ message('form', 'fileProblem', (i: { file: string | number; problem: string | number }) => {
	return (`${i?.file}: ${i?.problem}`)
})
