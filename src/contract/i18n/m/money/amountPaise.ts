import { message, type Message } from '../../locale'

export const amountPaise: Message<{ words: string | number; count: string | number }> = /* @__PURE__ */ message('money', 'amountPaise', (i: { words: string | number; count: string | number }) => {
	if ((i?.count === 1 || i?.count === "1")) return (`${i?.words} paise`);
	return (`${i?.words} paise`)
	
})
