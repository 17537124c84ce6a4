import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const routeOfTour: Message<{ count: string | number; code: string | number; total: string | number }> = /* @__PURE__ */ message('booking', 'routeOfTour', (i: { count: string | number; code: string | number; total: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Route of tour ${i?.code}: ${i?.total} stop in order`);
	return (`Route of tour ${i?.code}: ${i?.total} stops in order`)
	
})
