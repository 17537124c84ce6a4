// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const campaign = () => {
	return (`कैंपेन`)
}
export const objective = () => {
	return (`उद्देश्य`)
}
export const budget = () => {
	return (`बजट`)
}
export const spent = () => {
	return (`खर्च हुआ`)
}
export const starts = () => {
	return (`शुरू`)
}
export const ends = () => {
	return (`खत्म`)
}
export const status = () => {
	return (`स्टेटस`)
}
export const adsCount = () => {
	return (`विज्ञापन`)
}
export const created = () => {
	return (`बनाया गया`)
}
export const updated = () => {
	return (`अपडेट हुआ`)
}
export const ad = () => {
	return (`विज्ञापन`)
}
export const placement = () => {
	return (`प्लेसमेंट`)
}
export const impressions = () => {
	return (`इंप्रेशन`)
}
export const clicks = () => {
	return (`क्लिक`)
}
export const ctr = () => {
	return (`CTR`)
}
export const spend = () => {
	return (`खर्च`)
}
export const inInr = (i: { label: string | number }) => {
	return (`${i?.label} (INR)`)
}
export const inPercent = (i: { label: string | number }) => {
	return (`${i?.label} (%)`)
}
export const inRupees = (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
}
export const dates = () => {
	return (`तारीखें`)
}
export const dateRange = (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} – ${i?.to}`)
}
export const percent = (i: { value: string | number }) => {
	return (`${i?.value}%`)
}
export const statusDraft = () => {
	return (`ड्राफ्ट`)
}
export const statusLive = () => {
	return (`लाइव`)
}
export const statusPaused = () => {
	return (`रुका हुआ`)
}
export const statusEnded = () => {
	return (`खत्म`)
}
export const statusActive = () => {
	return (`एक्टिव`)
}
export const objectiveAwareness = () => {
	return (`जागरूकता`)
}
export const objectiveTraffic = () => {
	return (`ट्रैफ़िक`)
}
export const objectiveEngagement = () => {
	return (`एंगेजमेंट`)
}
export const objectiveLeads = () => {
	return (`लीड्स`)
}
export const objectiveSales = () => {
	return (`सेल्स`)
}
export const placementFeed = () => {
	return (`फ़ीड`)
}
export const placementStories = () => {
	return (`स्टोरीज़`)
}
export const placementSearch = () => {
	return (`सर्च`)
}
export const placementBanner = () => {
	return (`बैनर`)
}
export const placementVideo = () => {
	return (`वीडियो`)
}
export const nameTooLong = () => {
	return (`नाम 120 अक्षरों से ज़्यादा नहीं हो सकता`)
}
export const enterCampaignName = () => {
	return (`कृपया कैंपेन का नाम डालें`)
}
export const chooseObjective = () => {
	return (`कृपया उद्देश्य चुनें`)
}
export const enterBudget = () => {
	return (`कृपया बजट डालें`)
}
export const budgetAtLeast = () => {
	return (`बजट कम से कम INR 1 होना चाहिए`)
}
export const chooseStartDate = () => {
	return (`कृपया शुरू होने की तारीख चुनें`)
}
export const chooseEndDate = () => {
	return (`कृपया खत्म होने की तारीख चुनें`)
}
export const chooseStatus = () => {
	return (`कृपया स्टेटस चुनें`)
}
export const endBeforeStart = () => {
	return (`खत्म होने की तारीख शुरू की तारीख से पहले नहीं हो सकती`)
}
export const chooseCampaign = () => {
	return (`कृपया कैंपेन चुनें`)
}
export const enterAdName = () => {
	return (`कृपया विज्ञापन का नाम डालें`)
}
export const choosePlacement = () => {
	return (`कृपया प्लेसमेंट चुनें`)
}
export const campaignNotFound = () => {
	return (`कैंपेन नहीं मिला।`)
}
export const adsUnavailable = () => {
	return (`विज्ञापन अभी उपलब्ध नहीं हैं।`)
}
export const campaignCreated = () => {
	return (`कैंपेन बन गया`)
}
export const adCreated = () => {
	return (`विज्ञापन बन गया`)
}
export const campaignsLoaded = () => {
	return (`कैंपेन लोड हो गए`)
}
export const campaignLoaded = () => {
	return (`कैंपेन लोड हो गया`)
}
export const adsFiguresLoaded = () => {
	return (`विज्ञापनों के आंकड़े लोड हो गए`)
}
export const failedCampaigns = () => {
	return (`कैंपेन लोड नहीं हो सके`)
}
export const failedAds = () => {
	return (`विज्ञापन लोड नहीं हो सके`)
}
export const newAd = () => {
	return (`नया विज्ञापन`)
}
export const newAdText = () => {
	return (`आपके किसी कैंपेन में एक विज्ञापन।`)
}
export const backToAds = () => {
	return (`विज्ञापनों पर वापस`)
}
export const adSection = () => {
	return (`विज्ञापन`)
}
export const adSectionText = () => {
	return (`यह कहाँ दिखेगा और किस कैंपेन में।`)
}
export const adNamePlaceholder = () => {
	return (`फ़ेस्टिव रील`)
}
export const selectCampaign = () => {
	return (`कैंपेन चुनें`)
}
export const adsNotEdited = () => {
	return (`विज्ञापन यहाँ एडिट नहीं होते`)
}
export const createAd = () => {
	return (`विज्ञापन बनाएँ`)
}
export const adsTitle = () => {
	return (`विज्ञापन`)
}
export const adsText = () => {
	return (`हर विज्ञापन, उसके इंप्रेशन, क्लिक, क्लिक-थ्रू रेट और खर्च के साथ।`)
}
export const searchAds = () => {
	return (`विज्ञापन और कैंपेन खोजें`)
}
export const nounAd = () => {
	return (`विज्ञापन`)
}
export const nounAds = () => {
	return (`विज्ञापन`)
}
export const noAds = () => {
	return (`अभी कोई विज्ञापन नहीं`)
}
export const noAdsText = () => {
	return (`अपने किसी कैंपेन में विज्ञापन बनाएँ।`)
}
export const metrics = () => {
	return (`आंकड़े`)
}
export const running = () => {
	return (`चल रहे`)
}
export const newCampaign = () => {
	return (`नया कैंपेन`)
}
export const newCampaignText = () => {
	return (`बजट और चलने के दिन; फिर इसके विज्ञापन जोड़ें।`)
}
export const backToCampaigns = () => {
	return (`कैंपेन पर वापस`)
}
export const campaignSection = () => {
	return (`कैंपेन`)
}
export const campaignSectionText = () => {
	return (`यह किसलिए है और क्या अभी चल रहा है।`)
}
export const campaignNamePlaceholder = () => {
	return (`जैसे दिवाली सेल, मुंबई`)
}
export const budgetSection = () => {
	return (`बजट और तारीखें`)
}
export const budgetSectionText = () => {
	return (`कैंपेन ज़्यादा से ज़्यादा कितना खर्च करे (रुपये में) और किन दिनों चले।`)
}
export const budgetPlaceholder = () => {
	return (`जैसे 50000`)
}
export const campaignsNotEdited = () => {
	return (`कैंपेन यहाँ एडिट नहीं होते`)
}
export const createCampaign = () => {
	return (`कैंपेन बनाएँ`)
}
export const campaignsTitle = () => {
	return (`कैंपेन`)
}
export const campaignsText = () => {
	return (`हर कैंपेन कितना खर्च कर सकता है, कितना कर चुका है और कब चलता है।`)
}
export const searchCampaigns = () => {
	return (`कैंपेन खोजें`)
}
export const nounCampaign = () => {
	return (`कैंपेन`)
}
export const nounCampaigns = () => {
	return (`कैंपेन`)
}
export const noCampaigns = () => {
	return (`अभी कोई कैंपेन नहीं`)
}
export const noCampaignsText = () => {
	return (`बजट और तारीखों के साथ कैंपेन बनाएँ, फिर उसके विज्ञापन जोड़ें।`)
}
export const spendRupees = () => {
	return (`खर्च (₹)`)
}
export const days = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`${i?.shown} दिन`);
	return (`${i?.shown} दिन`)
	
}
export const noFigures = () => {
	return (`अभी कोई आंकड़े नहीं: कैंपेन चला नहीं है।`)
}
export const campaignDaily = (i: { from: string | number; to: string | number }) => {
	return (`${i?.from} – ${i?.to}: रोज़ के इंप्रेशन, क्लिक और खर्च।`)
}
export const dailyFigures = () => {
	return (`रोज़ के इंप्रेशन, क्लिक और खर्च।`)
}
export const itsAds = () => {
	return (`इसके विज्ञापन`)
}
