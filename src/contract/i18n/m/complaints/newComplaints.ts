import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const newComplaints: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('complaints', 'newComplaints', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} new complaint`);
	return (`${i?.shown} new complaints`)
	
})
