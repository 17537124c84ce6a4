import { message, type Message } from '../../locale'

export const updatedAge: Message<{ age: string | number }> = /* @__PURE__ */ message('kit', 'updatedAge', (i: { age: string | number }) => {
	return (`Updated ${i?.age}`)
})
