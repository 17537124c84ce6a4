// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const dashboard = () => {
	return (`डैशबोर्ड`)
}
export const howOrgIsDoing = (i: { name: string | number }) => {
	return (`${i?.name} का आज का हाल।`)
}
export const howBusinessIsDoing = () => {
	return (`आज आपका बिज़नेस कैसा चल रहा है।`)
}
export const nothingYetTitle = () => {
	return (`अभी गिनने को कुछ नहीं`)
}
export const nothingYetText = () => {
	return (`आपकी टीम ब्रांड, प्रोडक्ट, कोड वगैरह जोड़ेगी तो गिनती यहाँ दिखेगी।`)
}
export const counts = () => {
	return (`गिनती`)
}
export const inLastDays = (i: { count: string | number; shown: string | number; total: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`पिछले ${i?.shown} दिन में ${i?.total}`);
	return (`पिछले ${i?.shown} दिनों में ${i?.total}`)
	
}
export const loadingDashboard = () => {
	return (`डैशबोर्ड लोड हो रहा है`)
}
export const countsFailed = () => {
	return (`डैशबोर्ड की गिनती लोड नहीं हो सकी`)
}
export const getStarted = () => {
	return (`शुरू करें`)
}
export const stepsDone = (i: { done: string | number; total: string | number }) => {
	return (`${i?.total} में से ${i?.done} पूरे`)
}
export const done = () => {
	return (`पूरा`)
}
export const start = () => {
	return (`शुरू करें`)
}
export const open = () => {
	return (`खोलें`)
}
export const ads = () => {
	return (`विज्ञापन`)
}
export const clicksLast30 = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`पिछले 30 दिनों में ${i?.shown} क्लिक`);
	return (`पिछले 30 दिनों में ${i?.shown} क्लिक`)
	
}
export const liveCampaigns = () => {
	return (`चालू कैंपेन`)
}
export const adSpendThisMonth = () => {
	return (`इस महीने का विज्ञापन खर्च`)
}
export const adClicks = () => {
	return (`विज्ञापन क्लिक`)
}
export const adsOffline = () => {
	return (`ऑनलाइन होने पर विज्ञापन के आंकड़े यहाँ दिखेंगे।`)
}
export const dashboardLoaded = () => {
	return (`डैशबोर्ड लोड हुआ`)
}
export const adsUnavailable = () => {
	return (`विज्ञापन अभी उपलब्ध नहीं हैं।`)
}
