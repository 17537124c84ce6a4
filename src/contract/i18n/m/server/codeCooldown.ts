import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const codeCooldown: Message<{ count: string | number }> = /* @__PURE__ */ message('server', 'codeCooldown', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Please wait ${i?.count} second before requesting a new code.`);
	return (`Please wait ${i?.count} seconds before requesting a new code.`)
	
})
