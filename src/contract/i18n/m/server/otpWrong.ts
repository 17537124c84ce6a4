import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const otpWrong: Message<{ count: string | number }> = /* @__PURE__ */ message('server', 'otpWrong', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Invalid OTP. ${i?.count} attempt left.`);
	return (`Invalid OTP. ${i?.count} attempts left.`)
	
})
