import { message, type Message } from '../../locale'

export const inviteIntro: Message<{ inviter: string | number; role: string | number }> = /* @__PURE__ */ message('auth', 'inviteIntro', (i: { inviter: string | number; role: string | number }) => {
	return (`${i?.inviter} invited you as ${i?.role}. Set your name, password and phone; we then send a code to your phone.`)
})
