import { message, type Message } from '../../locale'

export const walletOption: Message<{ name: string | number; balance: string | number }> = /* @__PURE__ */ message('money', 'walletOption', (i: { name: string | number; balance: string | number }) => {
	return (`${i?.name} (${i?.balance})`)
})
