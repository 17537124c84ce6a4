// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const columns = () => {
	return (`कॉलम`)
}
export const showColumns = () => {
	return (`दिखाने वाले कॉलम`)
}
export const columnsHidden = (i: { count: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`कॉलम (${i?.count} छिपा)`);
	return (`कॉलम (${i?.count} छिपे)`)
	
}
export const required = () => {
	return (`ज़रूरी है`)
}
export const invalid = () => {
	return (`मान्य नहीं है`)
}
export const everyRowGood = () => {
	return (`सभी पंक्तियाँ सही हैं।`)
}
export const rowsWithErrors = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`गलतियों वाली पंक्तियाँ (${i?.shown} गलती); ये इम्पोर्ट नहीं होंगी।`);
	return (`गलतियों वाली पंक्तियाँ (${i?.shown} गलतियाँ); ये इम्पोर्ट नहीं होंगी।`)
	
}
export const columnLine = () => {
	return (`पंक्ति`)
}
export const columnColumn = () => {
	return (`कॉलम`)
}
export const columnMessage = () => {
	return (`संदेश`)
}
export const previous = () => {
	return (`पिछला`)
}
export const next = () => {
	return (`अगला`)
}
export const pageOf = (i: { page: string | number; pages: string | number }) => {
	return (`पेज ${i?.page} / ${i?.pages}`)
}
