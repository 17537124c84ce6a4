// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.
import * as registry from '../registry'

export const labelBrand = () => {
	return (`ब्रांड`)
}
export const labelLogo = () => {
	return (`लोगो`)
}
export const labelActive = () => {
	return (`सक्रिय`)
}
export const labelTemplates = () => {
	return (`टेम्पलेट`)
}
export const labelVariants = () => {
	return (`वेरिएंट`)
}
export const labelCreated = () => {
	return (`बनाया गया`)
}
export const labelUpdated = () => {
	return (`अपडेट किया गया`)
}
export const labelCategory = () => {
	return (`कैटेगरी`)
}
export const labelProductName = () => {
	return (`प्रोडक्ट का नाम`)
}
export const labelDescription = () => {
	return (`विवरण`)
}
export const labelHsnCode = () => {
	return (`HSN कोड`)
}
export const labelGstRate = () => {
	return (`GST दर`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const labelPhotos = () => {
	return (`फ़ोटो`)
}
export const labelProductTemplate = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const labelSku = () => {
	return (`SKU`)
}
export const labelVariantName = () => {
	return (`वेरिएंट का नाम`)
}
export const labelSize = () => {
	return (`साइज़`)
}
export const labelColour = () => {
	return (`रंग`)
}
export const labelMrp = () => {
	return (`MRP`)
}
export const labelSellingPrice = () => {
	return (`बिक्री मूल्य`)
}
export const labelBarcode = () => {
	return (`बारकोड`)
}
export const labelOnHand = () => {
	return (`मौजूद`)
}
export const labelOpeningStockHyd = () => {
	return (`शुरुआती स्टॉक, हैदराबाद`)
}
export const labelOpeningStockDelhi = () => {
	return (`शुरुआती स्टॉक, दिल्ली`)
}
export const labelVariant = () => {
	return (`वेरिएंट`)
}
export const labelLocation = () => {
	return (`लोकेशन`)
}
export const labelReserved = () => {
	return (`रिज़र्व`)
}
export const labelAvailable = () => {
	return (`उपलब्ध`)
}
export const labelReorderLevel = () => {
	return (`रीऑर्डर लेवल`)
}
export const labelLowStock = () => {
	return (`कम स्टॉक`)
}
export const labelInRupees = (i: { label: string | number }) => {
	return (`${i?.label} (₹)`)
}
export const statusInactive = () => {
	return (`निष्क्रिय`)
}
export const gstPercent = (i: { rate: string | number }) => {
	return (`${i?.rate}%`)
}
export const saveChanges = () => {
	return (`बदलाव सेव करें`)
}
export const importLink = () => {
	return (`इम्पोर्ट`)
}
export const addVariant = () => {
	return (`वेरिएंट जोड़ें`)
}
export const lowStockOnly = () => {
	return (`सिर्फ़ कम स्टॉक`)
}
export const chooseBrandFirst = () => {
	return (`पहले ब्रांड चुनें`)
}
export const productSection = () => {
	return (`प्रोडक्ट`)
}
export const brandNewTitle = () => {
	return (`नया ब्रांड`)
}
export const brandNewText = () => {
	return (`पहले ब्रांड जोड़ें: प्रोडक्ट टेम्पलेट, वेरिएंट और प्रोमो कोड, सब किसी न किसी ब्रांड के होते हैं।`)
}
export const backToBrands = () => {
	return (`ब्रांड पर वापस`)
}
export const brandSectionText = () => {
	return (`वह नाम जिसे आपके ग्राहक जानते हैं; प्रोडक्ट, कोड और रिपोर्ट में दिखता है।`)
}
export const brandNamePlaceholder = () => {
	return (`जैसे Kesar Weaves`)
}
export const brandActiveHint = () => {
	return (`निष्क्रिय ब्रांड ड्रॉपडाउन में नहीं दिखते`)
}
export const addBrand = () => {
	return (`ब्रांड जोड़ें`)
}
export const logoText = () => {
	return (`2 MB तक की चौकोर JPEG, PNG या WebP इमेज।`)
}
export const brandStatusFailed = () => {
	return (`ब्रांड का स्टेटस नहीं बदल सका`)
}
export const brandsTitle = () => {
	return (`ब्रांड`)
}
export const brandsText = () => {
	return (`आपकी संस्था जो ब्रांड बेचती है, उनके टेम्पलेट और वेरिएंट के साथ।`)
}
export const searchBrands = () => {
	return (`ब्रांड खोजें`)
}
export const brandOne = () => {
	return (`ब्रांड`)
}
export const brandMany = () => {
	return (`ब्रांड`)
}
export const brandsFailed = () => {
	return (`ब्रांड लोड नहीं हो सके`)
}
export const brandsEmptyTitle = () => {
	return (`अभी कोई ब्रांड नहीं`)
}
export const brandsEmptyText = () => {
	return (`यहीं से शुरू करें: प्रोडक्ट टेम्पलेट, वेरिएंट और प्रोमो कोड, सब किसी ब्रांड के होते हैं।`)
}
export const editBrand = () => {
	return (`ब्रांड बदलें`)
}
export const editBrandText = () => {
	return (`ब्रांड का नाम, लोगो या स्टेटस बदलें।`)
}
export const categoriesFailed = () => {
	return (`कैटेगरी लोड नहीं हो सकीं। दोबारा कोशिश के लिए पेज रीलोड करें।`)
}
export const loading = () => {
	return (`लोड हो रहा है...`)
}
export const selectCategory = () => {
	return (`कैटेगरी चुनें`)
}
export const categoryGeneral = (i: { name: string | number }) => {
	return (`${i?.name} (सामान्य)`)
}
export const categoryOther = () => {
	return (`अन्य`)
}
export const stockHeader = () => {
	return (`स्टॉक`)
}
export const inStock = () => {
	return (`स्टॉक में`)
}
export const importCounts = () => {
	return (`गिनती इम्पोर्ट करें`)
}
export const showAllStock = () => {
	return (`पूरा स्टॉक दिखाएँ`)
}
export const showToReorder = () => {
	return (`रीऑर्डर वाले दिखाएँ`)
}
export const inventoryTitle = () => {
	return (`इन्वेंटरी`)
}
export const inventoryText = () => {
	return (`हर वेरिएंट और लोकेशन का स्टॉक: मौजूद, रिज़र्व, उपलब्ध और कब रीऑर्डर करना है।`)
}
export const searchInventory = () => {
	return (`SKU और वेरिएंट खोजें`)
}
export const stockRowOne = () => {
	return (`स्टॉक पंक्ति`)
}
export const stockRowMany = () => {
	return (`स्टॉक पंक्तियाँ`)
}
export const inventoryFailed = () => {
	return (`इन्वेंटरी लोड नहीं हो सकी`)
}
export const inventoryEmptyTitle = () => {
	return (`अभी कोई स्टॉक नहीं`)
}
export const inventoryEmptyText = () => {
	return (`वेरिएंट जोड़ते ही हैदराबाद और दिल्ली की स्टॉक पंक्तियाँ यहाँ दिखेंगी।`)
}
export const importStockCounts = () => {
	return (`स्टॉक गिनती इम्पोर्ट करें`)
}
export const backToTemplates = () => {
	return (`टेम्पलेट पर वापस`)
}
export const templateProductText = () => {
	return (`प्रोडक्ट क्या है और किस कैटेगरी में आता है।`)
}
export const templateNamePlaceholder = () => {
	return (`जैसे कॉटन कुर्ता`)
}
export const taxSection = () => {
	return (`टैक्स`)
}
export const taxText = () => {
	return (`इस प्रोडक्ट के इनवॉइस पर छपता है।`)
}
export const hsnHint = () => {
	return (`4 से 8 अंक`)
}
export const selectGstRate = () => {
	return (`GST दर चुनें`)
}
export const addTemplate = () => {
	return (`टेम्पलेट जोड़ें`)
}
export const imagesSection = () => {
	return (`इमेज`)
}
export const imagesText = () => {
	return (`यह प्रोडक्ट जहाँ भी दिखे, वहाँ दिखती हैं।`)
}
export const templateStatusFailed = () => {
	return (`टेम्पलेट का स्टेटस नहीं बदल सका`)
}
export const templatesTitle = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const templatesText = () => {
	return (`प्रोडक्ट, उनके ब्रांड, कैटेगरी, HSN कोड, GST दर और इमेज के साथ।`)
}
export const searchTemplates = () => {
	return (`टेम्पलेट और HSN कोड खोजें`)
}
export const templateOne = () => {
	return (`टेम्पलेट`)
}
export const templateMany = () => {
	return (`टेम्पलेट`)
}
export const templatesFailed = () => {
	return (`प्रोडक्ट टेम्पलेट लोड नहीं हो सके`)
}
export const templatesEmptyTitle = () => {
	return (`अभी कोई प्रोडक्ट टेम्पलेट नहीं`)
}
export const templatesEmptyText = () => {
	return (`हर प्रोडक्ट का एक टेम्पलेट जोड़ें: उसका ब्रांड, कैटेगरी, टैक्स की जानकारी और फ़ोटो।`)
}
export const templateFilter = () => {
	return (`टेम्पलेट`)
}
export const newTemplateTitle = () => {
	return (`नया प्रोडक्ट टेम्पलेट`)
}
export const newTemplateText = () => {
	return (`ब्रांड, कैटेगरी, टैक्स की जानकारी और इमेज के साथ एक प्रोडक्ट। इसके बाद साइज़ और रंग वेरिएंट के रूप में जोड़ें।`)
}
export const editTemplate = () => {
	return (`प्रोडक्ट टेम्पलेट बदलें`)
}
export const editTemplateText = () => {
	return (`प्रोडक्ट, उसकी टैक्स जानकारी या इमेज बदलें।`)
}
export const templateNoun = () => {
	return (`प्रोडक्ट टेम्पलेट`)
}
export const variantsCount = (i: { count: string | number }) => {
	return (`वेरिएंट (${i?.count})`)
}
export const backToVariants = () => {
	return (`वेरिएंट पर वापस`)
}
export const variantProductText = () => {
	return (`वह प्रोडक्ट टेम्पलेट जिसका यह वेरिएंट है।`)
}
export const selectTemplate = () => {
	return (`टेम्पलेट चुनें`)
}
export const activeTemplatesHint = () => {
	return (`चुने गए ब्रांड के सक्रिय टेम्पलेट`)
}
export const noTemplatesAddOne = () => {
	return (`इस ब्रांड का अभी कोई टेम्पलेट नहीं: एक जोड़ें`)
}
export const variantSectionText = () => {
	return (`यह साइज़ या रंग कैसे अलग पहचाना जाए।`)
}
export const skuPlaceholder = () => {
	return (`जैसे KURTA-BLU-M`)
}
export const skuHint = () => {
	return (`अक्षर, अंक और हाइफ़न`)
}
export const variantNamePlaceholder = () => {
	return (`जैसे नीला, मीडियम`)
}
export const sizePlaceholder = () => {
	return (`जैसे M`)
}
export const colourPlaceholder = () => {
	return (`जैसे इंडिगो`)
}
export const barcodeHint = () => {
	return (`8 से 14 अंक (EAN या UPC)`)
}
export const priceSection = () => {
	return (`कीमत`)
}
export const priceSectionText = () => {
	return (`रुपये में। बिक्री मूल्य MRP से ज़्यादा नहीं हो सकता।`)
}
export const mrpPlaceholder = () => {
	return (`जैसे 1499`)
}
export const pricePlaceholder = () => {
	return (`जैसे 1299`)
}
export const openingStockSection = () => {
	return (`शुरुआती स्टॉक`)
}
export const openingStockText = () => {
	return (`हर लोकेशन में अभी मौजूद यूनिट। कोई न हो तो खाली छोड़ें।`)
}
export const hyderabad = () => {
	return (`हैदराबाद`)
}
export const delhi = () => {
	return (`दिल्ली`)
}
export const variantStatusFailed = () => {
	return (`वेरिएंट का स्टेटस नहीं बदल सका`)
}
export const variantsTitle = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const variantsText = () => {
	return (`साइज़ और रंग, SKU, MRP, कीमत, बारकोड और स्टॉक के साथ।`)
}
export const priceGrid = () => {
	return (`प्राइस ग्रिड`)
}
export const searchVariants = () => {
	return (`नाम, SKU और बारकोड खोजें`)
}
export const variantOne = () => {
	return (`वेरिएंट`)
}
export const variantMany = () => {
	return (`वेरिएंट`)
}
export const variantsFailed = () => {
	return (`प्रोडक्ट वेरिएंट लोड नहीं हो सके`)
}
export const variantsEmptyTitle = () => {
	return (`अभी कोई प्रोडक्ट वेरिएंट नहीं`)
}
export const variantsEmptyText = () => {
	return (`आप जो भी साइज़ या रंग बेचते हैं, हर एक का वेरिएंट उसके SKU, कीमत और शुरुआती स्टॉक के साथ जोड़ें।`)
}
export const newVariantTitle = () => {
	return (`नया प्रोडक्ट वेरिएंट`)
}
export const newVariantText = () => {
	return (`किसी प्रोडक्ट का एक साइज़ या रंग, उसके SKU, कीमत और हैदराबाद व दिल्ली के शुरुआती स्टॉक के साथ।`)
}
export const editVariant = () => {
	return (`प्रोडक्ट वेरिएंट बदलें`)
}
export const editVariantText = () => {
	return (`वेरिएंट का SKU, कीमत या बारकोड बदलें।`)
}
export const variantNoun = () => {
	return (`प्रोडक्ट वेरिएंट`)
}
export const stockCount = (i: { count: string | number }) => {
	return (`स्टॉक (${i?.count})`)
}
export const percentOff = (i: { percent: string | number }) => {
	return (`${i?.percent}% छूट`)
}
export const importVariants = () => {
	return (`प्रोडक्ट वेरिएंट इम्पोर्ट करें`)
}
export const gridTitle = () => {
	return (`कीमत और स्टॉक ग्रिड`)
}
export const backToList = () => {
	return (`लिस्ट पर वापस`)
}
export const gridText = () => {
	return (`लिस्ट के फ़िल्टर में दिख रहे वेरिएंट के बिक्री मूल्य और स्टॉक। टाइप करें, या स्प्रेडशीट से पूरा हिस्सा पेस्ट करें।`)
}
export const gridNarrowTitle = () => {
	return (`ग्रिड चौड़ी स्क्रीन के लिए बना है`)
}
export const gridNarrowText = () => {
	return (`इसे कम से कम 900 px चौड़ी स्क्रीन पर खोलें, या लिस्ट से एक-एक वेरिएंट की कीमत और स्टॉक बदलें।`)
}
export const gridWhat = () => {
	return (`वेरिएंट`)
}
export const gridEmptyTitle = () => {
	return (`इस फ़िल्टर से कोई वेरिएंट नहीं मिला`)
}
export const gridEmptyText = () => {
	return (`लिस्ट में फ़िल्टर या खोज बदलें, फिर ग्रिड दोबारा खोलें।`)
}
export const gridNoChanges = () => {
	return (`कोई बदलाव नहीं`)
}
export const gridChanged = (i: { cells: string | number; rows: string | number; cellsShown: string | number; rowsShown: string | number }) => {const c = registry.plural("hi", i?.cells, {});
	const r = registry.plural("hi", i?.rows, {});
	if (c === "one" && r === "one") return (`${i?.rowsShown} पंक्ति में ${i?.cellsShown} सेल बदला`);
	if (c === "one") return (`${i?.rowsShown} पंक्तियों में ${i?.cellsShown} सेल बदला`);
	if (r === "one") return (`${i?.rowsShown} पंक्ति में ${i?.cellsShown} सेल बदले`);
	return (`${i?.rowsShown} पंक्तियों में ${i?.cellsShown} सेल बदले`)
	
}
export const gridOffline = () => {
	return (`आप ऑफ़लाइन हैं: वापस ऑनलाइन होने तक ग्रिड सिर्फ़ देखने के लिए है।`)
}
export const gridFix = (i: { count: string | number; shown: string | number }) => {const n = registry.plural("hi", i?.count, {});
	if (n === "one") return (`सेव करने के लिए लाल निशान वाला ${i?.shown} सेल ठीक करें।`);
	return (`सेव करने के लिए लाल निशान वाले ${i?.shown} सेल ठीक करें।`)
	
}
export const discard = () => {
	return (`रद्द करें`)
}
export const gridLabel = () => {
	return (`प्रोडक्ट वेरिएंट: कीमत और स्टॉक`)
}
export const gridLeaveTitle = () => {
	return (`ग्रिड छोड़ें?`)
}
export const gridLeaveText = () => {
	return (`ग्रिड में बिना सेव किए बदलाव हट जाएँगे।`)
}
export const leave = () => {
	return (`छोड़ें`)
}
export const stay = () => {
	return (`रुकें`)
}
export const gridConflictMark = () => {
	return (`किसी और ने बदला है: ऊपर उनका लें या अपना रखें।`)
}
export const gridSaveFailed = () => {
	return (`बदलाव सेव नहीं हो सके`)
}
export const rowsNotSaved = () => {
	return (`जो पंक्तियाँ सेव नहीं हुईं`)
}
export const gridNow = (i: { values: string | number }) => {
	return (`अभी: ${i?.values}।`)
}
export const gridValues = (i: { price: string | number; hyd: string | number; delhi: string | number }) => {
	return (`कीमत ${i?.price}, स्टॉक हैदराबाद ${i?.hyd}, दिल्ली ${i?.delhi}`)
}
export const takeTheirs = () => {
	return (`उनका लें`)
}
export const keepMine = () => {
	return (`मेरा रखें`)
}
export const takeTheirsFor = (i: { sku: string | number }) => {
	return (`${i?.sku} के लिए उनका लें`)
}
export const keepMineFor = (i: { sku: string | number }) => {
	return (`${i?.sku} के लिए मेरा रखें`)
}
export const gridStockIn = (i: { place: string | number }) => {
	return (`स्टॉक ${i?.place}`)
}
export const gridNone = () => {
	return (`कम से कम एक पंक्ति बदलें।`)
}
export const gridTooMany = (i: { count: string | number }) => {
	return (`एक बार में ज़्यादा से ज़्यादा ${i?.count} पंक्तियाँ।`)
}
export const gridMore = (i: { count: string | number }) => {
	return (`मिलते-जुलते वेरिएंट में से सिर्फ़ पहले ${i?.count} दिख रहे हैं। बाकी देखने के लिए फ़िल्टर छोटा करें।`)
}
export const priceOverMrp = () => {
	return (`कीमत MRP से ज़्यादा नहीं हो सकती`)
}
export const gridTwice = () => {
	return (`यह वेरिएंट रिक्वेस्ट में दो बार है।`)
}
export const gridBelowReserved = (i: { reserved: string | number; place: string | number }) => {
	return (`स्टॉक ${i?.place} में रिज़र्व ${i?.reserved} से कम नहीं हो सकता`)
}
export const invalidId = () => {
	return (`अमान्य id`)
}
export const chooseStatus = () => {
	return (`कृपया स्टेटस चुनें`)
}
export const chooseGstRate = () => {
	return (`कृपया GST दर चुनें`)
}
export const chooseBrand = () => {
	return (`कृपया ब्रांड चुनें`)
}
export const chooseCategory = () => {
	return (`कृपया कैटेगरी चुनें`)
}
export const enterProductName = () => {
	return (`कृपया प्रोडक्ट का नाम डालें`)
}
export const productNameMax = () => {
	return (`प्रोडक्ट का नाम ज़्यादा से ज़्यादा 120 अक्षरों का हो`)
}
export const descriptionMax = () => {
	return (`विवरण ज़्यादा से ज़्यादा 2000 अक्षरों का हो`)
}
export const enterHsn = () => {
	return (`कृपया HSN कोड डालें`)
}
export const hsnDigits = () => {
	return (`HSN कोड 4 से 8 अंकों का हो`)
}
export const templateMissing = () => {
	return (`प्रोडक्ट टेम्पलेट नहीं बताया गया`)
}
export const sizeMax = () => {
	return (`साइज़ ज़्यादा से ज़्यादा 20 अक्षरों का हो`)
}
export const colourMax = () => {
	return (`रंग ज़्यादा से ज़्यादा 30 अक्षरों का हो`)
}
export const stockNumber = () => {
	return (`स्टॉक एक संख्या हो`)
}
export const stockWhole = () => {
	return (`स्टॉक पूरी संख्या हो`)
}
export const stockNegative = () => {
	return (`स्टॉक माइनस में नहीं हो सकता`)
}
export const stockMax = () => {
	return (`स्टॉक ज़्यादा से ज़्यादा 10,00,000 हो`)
}
export const chooseTemplate = () => {
	return (`कृपया प्रोडक्ट टेम्पलेट चुनें`)
}
export const enterSku = () => {
	return (`कृपया SKU डालें`)
}
export const skuFormat = () => {
	return (`SKU में 2 से 40 अक्षर, अंक या हाइफ़न हों`)
}
export const enterVariantName = () => {
	return (`कृपया वेरिएंट का नाम डालें`)
}
export const variantNameMax = () => {
	return (`वेरिएंट का नाम ज़्यादा से ज़्यादा 120 अक्षरों का हो`)
}
export const enterMrp = () => {
	return (`कृपया MRP डालें`)
}
export const mrpPositive = () => {
	return (`MRP शून्य से ज़्यादा हो`)
}
export const enterPrice = () => {
	return (`कृपया बिक्री मूल्य डालें`)
}
export const pricePositive = () => {
	return (`कीमत शून्य से ज़्यादा हो`)
}
export const barcodeDigits = () => {
	return (`बारकोड 8 से 14 अंकों का हो`)
}
export const variantMissing = () => {
	return (`प्रोडक्ट वेरिएंट नहीं बताया गया`)
}
export const brandDuplicate = () => {
	return (`इस नाम का ब्रांड पहले से है`)
}
export const chooseActive = () => {
	return (`कृपया सक्रिय या निष्क्रिय चुनें`)
}
export const enterBrandName = () => {
	return (`कृपया ब्रांड का नाम डालें`)
}
export const brandNameMax = () => {
	return (`ब्रांड का नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो`)
}
export const brandMissing = () => {
	return (`ब्रांड नहीं बताया गया`)
}
export const chooseLocation = (i: { places: string | number }) => {
	return (`कृपया लोकेशन चुनें: ${i?.places}`)
}
export const hydOrDelhi = () => {
	return (`हैदराबाद या दिल्ली`)
}
export const brandNotFound = () => {
	return (`ब्रांड नहीं मिला।`)
}
export const templateNotFound = () => {
	return (`प्रोडक्ट टेम्पलेट नहीं मिला।`)
}
export const variantNotFound = () => {
	return (`प्रोडक्ट वेरिएंट नहीं मिला।`)
}
export const importNoBrand = (i: { name: string | number }) => {
	return (`आपकी संस्था में "${i?.name}" नाम का कोई ब्रांड नहीं।`)
}
export const importNoTemplate = (i: { name: string | number; brand: string | number }) => {
	return (`ब्रांड ${i?.brand} का "${i?.name}" नाम का कोई प्रोडक्ट टेम्पलेट नहीं।`)
}
export const importSkuTwice = (i: { line: string | number }) => {
	return (`यह SKU लाइन ${i?.line} पर भी है।`)
}
export const importSkuTaken = () => {
	return (`इस SKU का वेरिएंट पहले से है।`)
}
export const importNoSku = () => {
	return (`आपकी संस्था में इस SKU का कोई वेरिएंट नहीं।`)
}
export const importSkuLocationTwice = (i: { line: string | number }) => {
	return (`यह SKU और लोकेशन लाइन ${i?.line} पर भी हैं।`)
}
export const tileLowStock = () => {
	return (`कम स्टॉक वाले आइटम`)
}
export const tileVariantsAdded = () => {
	return (`जोड़े गए वेरिएंट`)
}
export const gridLoadFailed = () => {
	return (`वेरिएंट लोड नहीं हो सके`)
}
export const gridLoading = () => {
	return (`वेरिएंट लोड हो रहे हैं`)
}
