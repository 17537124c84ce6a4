import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const clicksLast30: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('dashboard', 'clicksLast30', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} click in the last 30 days`);
	return (`${i?.shown} clicks in the last 30 days`)
	
})
