import { message, type Message } from '../../locale'

export const wordsRupees: Message<{ words: string | number; count: string | number }> = /* @__PURE__ */ message('money', 'wordsRupees', (i: { words: string | number; count: string | number }) => {
	if ((i?.count === 1 || i?.count === "1")) return (`rupees ${i?.words}`);
	return (`rupees ${i?.words}`)
	
})
