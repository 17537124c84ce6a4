// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const serverError = () => {
	return (`हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।`)
}
export const notFound = () => {
	return (`नहीं मिला।`)
}
export const invalidRequest = () => {
	return (`अनुरोध सही नहीं है।`)
}
