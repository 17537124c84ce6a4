import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const gridChanged: Message<{ cells: string | number; rows: string | number; cellsShown: string | number; rowsShown: string | number }> = /* @__PURE__ */ message('catalogue', 'gridChanged', (i: { cells: string | number; rows: string | number; cellsShown: string | number; rowsShown: string | number }) => {const c = registry.plural("en", i?.cells, {});
	const r = registry.plural("en", i?.rows, {});
	if (c === "one" && r === "one") return (`${i?.cellsShown} changed cell in ${i?.rowsShown} row`);
	if (c === "one") return (`${i?.cellsShown} changed cell in ${i?.rowsShown} rows`);
	if (r === "one") return (`${i?.cellsShown} changed cells in ${i?.rowsShown} row`);
	return (`${i?.cellsShown} changed cells in ${i?.rowsShown} rows`)
	
})
