import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const bulkDeactivated: Message<{ count: string | number; things: string | number }> = /* @__PURE__ */ message('server', 'bulkDeactivated', (i: { count: string | number; things: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.things} deactivated`);
	return (`${i?.things} deactivated`)
	
})
