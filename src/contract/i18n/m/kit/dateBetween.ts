import { message, type Message } from '../../locale'

export const dateBetween: Message<{ min: string | number; max: string | number }> = /* @__PURE__ */ message('kit', 'dateBetween', (i: { min: string | number; max: string | number }) => {
	return (`Please enter a date between ${i?.min} and ${i?.max}`)
})
