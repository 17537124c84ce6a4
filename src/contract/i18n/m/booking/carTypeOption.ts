import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const carTypeOption: Message<{ count: string | number; name: string | number; seatsShown: string | number; base: string | number; perKm: string | number }> = /* @__PURE__ */ message('booking', 'carTypeOption', (i: { count: string | number; name: string | number; seatsShown: string | number; base: string | number; perKm: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.name} · ${i?.seatsShown} seat · ${i?.base} + ${i?.perKm}/km`);
	return (`${i?.name} · ${i?.seatsShown} seats · ${i?.base} + ${i?.perKm}/km`)
	
})
