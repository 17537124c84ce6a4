import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const variantsSaved: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('server', 'variantsSaved', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} variant saved`);
	return (`${i?.shown} variants saved`)
	
})
