import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const tariff: Message<{ count: string | number; seatsShown: string | number; base: string | number; perKm: string | number; perMinute: string | number }> = /* @__PURE__ */ message('booking', 'tariff', (i: { count: string | number; seatsShown: string | number; base: string | number; perKm: string | number; perMinute: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.seatsShown} seat · ${i?.base} + ${i?.perKm}/km + ${i?.perMinute}/min`);
	return (`${i?.seatsShown} seats · ${i?.base} + ${i?.perKm}/km + ${i?.perMinute}/min`)
	
})
