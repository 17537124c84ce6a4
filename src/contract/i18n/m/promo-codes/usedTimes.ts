import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const usedTimes: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('promo-codes', 'usedTimes', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Used ${i?.shown} time.`);
	return (`Used ${i?.shown} times.`)
	
})
