// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const labelCode = () => {
	return (`कोड`)
}
export const labelDescription = () => {
	return (`विवरण`)
}
export const labelDiscountType = () => {
	return (`छूट का प्रकार`)
}
export const labelDiscount = () => {
	return (`छूट`)
}
export const labelMaxDiscount = () => {
	return (`अधिकतम छूट`)
}
export const labelMinOrder = () => {
	return (`न्यूनतम ऑर्डर`)
}
export const labelUsageLimit = () => {
	return (`इस्तेमाल की सीमा`)
}
export const labelPerUser = () => {
	return (`प्रति ग्राहक इस्तेमाल`)
}
export const labelUsed = () => {
	return (`इस्तेमाल हुआ`)
}
export const labelStarts = () => {
	return (`शुरू`)
}
export const labelEnds = () => {
	return (`खत्म`)
}
export const labelBrand = () => {
	return (`ब्रांड`)
}
export const labelTemplate = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const labelVariant = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const labelActive = () => {
	return (`सक्रिय`)
}
export const labelCreated = () => {
	return (`बनाया गया`)
}
export const labelUpdated = () => {
	return (`अपडेट किया गया`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const statusInactive = () => {
	return (`निष्क्रिय`)
}
export const labelInRupees = (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
}
export const validOn = () => {
	return (`इस दिन मान्य`)
}
export const appliesTo = () => {
	return (`किस पर लागू`)
}
export const valid = () => {
	return (`वैधता`)
}
export const percentOff = (i: { percent: string | number }) => {
	return (`${i?.percent}% छूट`)
}
export const amountOff = (i: { amount: string | number }) => {
	return (`${i?.amount} छूट`)
}
export const upTo = (i: { discount: string | number; cap: string | number }) => {
	return (`${i?.discount}, ${i?.cap} तक`)
}
export const withMinimum = (i: { discount: string | number; amount: string | number }) => {
	return (`${i?.discount} · कम से कम ${i?.amount}`)
}
export const usedOf = (i: { used: string | number; limit: string | number }) => {
	return (`${i?.used} / ${i?.limit}`)
}
export const backToCodes = () => {
	return (`प्रोमो कोड पर वापस`)
}
export const percentOffOption = () => {
	return (`प्रतिशत छूट`)
}
export const flatOffOption = () => {
	return (`फ़्लैट रकम की छूट`)
}
export const unlimited = () => {
	return (`असीमित`)
}
export const codeSection = () => {
	return (`कोड`)
}
export const codeSectionText = () => {
	return (`ग्राहक चेकआउट पर जो टाइप करते हैं।`)
}
export const codePlaceholder = () => {
	return (`जैसे DIWALI25`)
}
export const codeHint = () => {
	return (`4 से 20 अक्षर या अंक`)
}
export const activeHint = () => {
	return (`ग्राहक तय तारीखों के बीच कोड इस्तेमाल कर सकते हैं`)
}
export const descriptionPlaceholder = () => {
	return (`ऑफ़र किसलिए है`)
}
export const discountSection = () => {
	return (`छूट`)
}
export const discountSectionText = () => {
	return (`प्रतिशत छूट (चाहें तो अधिकतम सीमा के साथ) या रुपये में फ़्लैट छूट।`)
}
export const amountOffRupees = () => {
	return (`छूट की रकम (₹)`)
}
export const percentPlaceholder = () => {
	return (`जैसे 20`)
}
export const amountPlaceholder = () => {
	return (`जैसे 200`)
}
export const noCap = () => {
	return (`कोई सीमा नहीं`)
}
export const limitsSection = () => {
	return (`सीमा और वैधता`)
}
export const limitsSectionText = () => {
	return (`सीमा न रखनी हो तो खाली छोड़ें।`)
}
export const appliesSectionText = () => {
	return (`एक ब्रांड, या कोड को उसके किसी एक प्रोडक्ट या वेरिएंट तक सीमित करें।`)
}
export const selectBrand = () => {
	return (`ब्रांड चुनें`)
}
export const allProducts = () => {
	return (`ब्रांड के सभी प्रोडक्ट`)
}
export const chooseBrandFirst = () => {
	return (`पहले ब्रांड चुनें`)
}
export const allVariants = () => {
	return (`प्रोडक्ट के सभी वेरिएंट`)
}
export const chooseTemplateFirst = () => {
	return (`पहले प्रोडक्ट टेम्पलेट चुनें`)
}
export const saveChanges = () => {
	return (`बदलाव सेव करें`)
}
export const createCode = () => {
	return (`प्रोमो कोड बनाएँ`)
}
export const importLink = () => {
	return (`इम्पोर्ट`)
}
export const newCode = () => {
	return (`नया प्रोमो कोड`)
}
export const statusFailed = () => {
	return (`स्टेटस नहीं बदल सका`)
}
export const codesTitle = () => {
	return (`प्रोमो कोड`)
}
export const codesText = () => {
	return (`आपके ब्रांड, प्रोडक्ट और वेरिएंट के लिए डिस्काउंट कोड।`)
}
export const searchCodes = () => {
	return (`कोड और विवरण खोजें`)
}
export const codeOne = () => {
	return (`प्रोमो कोड`)
}
export const codeMany = () => {
	return (`प्रोमो कोड`)
}
export const codesFailed = () => {
	return (`प्रोमो कोड लोड नहीं हो सके`)
}
export const codeFailed = () => {
	return (`प्रोमो कोड लोड नहीं हो सका`)
}
export const codesEmptyTitle = () => {
	return (`अभी कोई प्रोमो कोड नहीं`)
}
export const codesEmptyText = () => {
	return (`किसी ब्रांड, प्रोडक्ट या एक वेरिएंट पर छूट देने के लिए कोड बनाएँ।`)
}
export const newCodeText = () => {
	return (`ऐसी छूट जो ग्राहक चेकआउट पर कोड डालकर पाते हैं।`)
}
export const editCode = (i: { code: string | number }) => {
	return (`${i?.code} बदलें`)
}
export const editCodePlain = () => {
	return (`प्रोमो कोड बदलें`)
}
export const usedTimes = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} बार इस्तेमाल हुआ।`);
	return (`${i?.shown} बार इस्तेमाल हुआ।`)
	
}
export const editCodeText = () => {
	return (`छूट, उसकी सीमाएँ या वह किस पर लागू है, बदलें।`)
}
export const importCodes = () => {
	return (`प्रोमो कोड इम्पोर्ट करें`)
}
export const enterCode = () => {
	return (`कृपया कोड डालें`)
}
export const codeFormat = () => {
	return (`कोड में 4 से 20 अक्षर या अंक हों, बिना स्पेस के`)
}
export const descriptionMax = () => {
	return (`विवरण ज़्यादा से ज़्यादा 200 अक्षरों का हो`)
}
export const chooseDiscountType = () => {
	return (`कृपया छूट का प्रकार चुनें`)
}
export const enterDiscount = () => {
	return (`कृपया छूट डालें`)
}
export const discountPositive = () => {
	return (`छूट शून्य से ज़्यादा हो`)
}
export const maxDiscountAmount = () => {
	return (`अधिकतम छूट एक रकम हो`)
}
export const maxDiscountPositive = () => {
	return (`अधिकतम छूट शून्य से ज़्यादा हो`)
}
export const minOrderAmount = () => {
	return (`न्यूनतम ऑर्डर एक रकम हो`)
}
export const usageLimitWhole = () => {
	return (`इस्तेमाल की सीमा कम से कम 1 की पूरी संख्या हो`)
}
export const perUserWhole = () => {
	return (`प्रति ग्राहक सीमा कम से कम 1 की पूरी संख्या हो`)
}
export const chooseStart = () => {
	return (`कृपया शुरू होने की तारीख चुनें`)
}
export const chooseEnd = () => {
	return (`कृपया खत्म होने की तारीख चुनें`)
}
export const chooseBrand = () => {
	return (`कृपया ब्रांड चुनें`)
}
export const chooseTemplate = () => {
	return (`कृपया प्रोडक्ट टेम्पलेट चुनें`)
}
export const chooseVariant = () => {
	return (`कृपया प्रोडक्ट वेरिएंट चुनें`)
}
export const percentRange = () => {
	return (`प्रतिशत छूट 1 से 100 के बीच हो`)
}
export const maxOnlyPercent = () => {
	return (`अधिकतम छूट सिर्फ़ प्रतिशत वाली छूट पर लागू होती है`)
}
export const endAfterStart = () => {
	return (`खत्म होने की तारीख शुरू होने की तारीख के बाद हो`)
}
export const perUserOverUsage = () => {
	return (`प्रति ग्राहक सीमा, इस्तेमाल की सीमा से ज़्यादा नहीं हो सकती`)
}
export const chooseTemplateOfVariant = () => {
	return (`कृपया इस वेरिएंट का प्रोडक्ट टेम्पलेट चुनें`)
}
export const chooseActive = () => {
	return (`कृपया सक्रिय या निष्क्रिय चुनें`)
}
export const duplicateCode = () => {
	return (`यह कोड वाला प्रोमो कोड पहले से है।`)
}
export const notFound = () => {
	return (`प्रोमो कोड नहीं मिला।`)
}
export const noBrand = (i: { name: string | number }) => {
	return (`आपकी संस्था में "${i?.name}" नाम का कोई ब्रांड नहीं।`)
}
export const activeCodes = () => {
	return (`सक्रिय प्रोमो कोड`)
}
export const templateNotOfBrand = () => {
	return (`यह प्रोडक्ट टेम्पलेट चुने गए ब्रांड का नहीं है`)
}
export const variantNotOfTemplate = () => {
	return (`यह वेरिएंट चुने गए प्रोडक्ट टेम्पलेट का नहीं है`)
}
