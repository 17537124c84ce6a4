// Written by scripts/i18n.mjs from messages/*/<area>.json: edit the catalogues, then run `npm run i18n`.

export const labelDate = () => {
	return (`तारीख`)
}
export const labelWallet = () => {
	return (`वॉलेट`)
}
export const labelReference = () => {
	return (`रेफ़रेंस`)
}
export const labelKind = () => {
	return (`किस्म`)
}
export const labelType = () => {
	return (`प्रकार`)
}
export const labelAmount = () => {
	return (`रकम`)
}
export const labelBalanceAfter = () => {
	return (`बाद का बैलेंस`)
}
export const labelStatus = () => {
	return (`स्टेटस`)
}
export const labelNarration = () => {
	return (`विवरण`)
}
export const labelAccount = () => {
	return (`खाता`)
}
export const labelDebit = () => {
	return (`डेबिट`)
}
export const labelCredit = () => {
	return (`क्रेडिट`)
}
export const labelBalance = () => {
	return (`बैलेंस`)
}
export const csvAmountInr = () => {
	return (`रकम (INR)`)
}
export const csvBalanceAfterInr = () => {
	return (`बाद का बैलेंस (INR)`)
}
export const csvAccountCode = () => {
	return (`खाता कोड`)
}
export const csvDebitInr = () => {
	return (`डेबिट (INR)`)
}
export const csvCreditInr = () => {
	return (`क्रेडिट (INR)`)
}
export const csvBalanceInr = () => {
	return (`बैलेंस (INR, डेबिट +)`)
}
export const chooseWhatToRecord = () => {
	return (`कृपया चुनें कि क्या दर्ज करना है`)
}
export const chooseWallet = () => {
	return (`कृपया वॉलेट चुनें`)
}
export const choosePosting = () => {
	return (`कृपया रिवर्स करने वाली पोस्टिंग चुनें`)
}
export const enterAmount = () => {
	return (`कृपया रकम डालें`)
}
export const amountAboveZero = () => {
	return (`रकम शून्य से ज़्यादा होनी चाहिए`)
}
export const enterReason = () => {
	return (`कृपया कारण लिखें`)
}
export const reasonTooLong = () => {
	return (`कारण में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं`)
}
export const fetchWalletTxFailed = () => {
	return (`वॉलेट ट्रांज़ैक्शन लोड नहीं हो सके`)
}
export const fetchLedgerFailed = () => {
	return (`लेजर लोड नहीं हो सका`)
}
export const kindOpening = () => {
	return (`शुरुआती बैलेंस`)
}
export const kindTopUp = () => {
	return (`टॉप-अप`)
}
export const kindRideFare = () => {
	return (`राइड किराया`)
}
export const kindRefund = () => {
	return (`रिफंड`)
}
export const kindAdjustment = () => {
	return (`एडजस्टमेंट`)
}
export const kindReversal = () => {
	return (`रिवर्सल`)
}
export const statusPosted = () => {
	return (`पोस्ट हुआ`)
}
export const statusReversed = () => {
	return (`रिवर्स हुआ`)
}
export const typeCredit = () => {
	return (`क्रेडिट`)
}
export const typeDebit = () => {
	return (`डेबिट`)
}
export const amountRupees = () => {
	return (`रकम (₹)`)
}
export const actionTopUp = () => {
	return (`वॉलेट टॉप-अप करें`)
}
export const actionDeduct = () => {
	return (`वॉलेट से काटें`)
}
export const recordFailed = () => {
	return (`एडजस्टमेंट दर्ज नहीं हो सका`)
}
export const walletOption = (i: { name: string | number; balance: string | number }) => {
	return (`${i?.name} (${i?.balance})`)
}
export const reverseTitle = (i: { reference: string | number }) => {
	return (`${i?.reference} रिवर्स करें`)
}
export const recordAdjustment = () => {
	return (`एडजस्टमेंट दर्ज करें`)
}
export const confirmAdjustment = () => {
	return (`एडजस्टमेंट कन्फ़र्म करें`)
}
export const confirmReverseTakeBack = (i: { reference: string | number; wallet: string | number; amount: string | number }) => {
	return (`${i?.wallet} पर ${i?.reference} रिवर्स करें: ${i?.amount} वापस लें।`)
}
export const confirmReverseGiveBack = (i: { reference: string | number; wallet: string | number; amount: string | number }) => {
	return (`${i?.wallet} पर ${i?.reference} रिवर्स करें: ${i?.amount} वापस दें।`)
}
export const confirmTopUp = (i: { wallet: string | number; amount: string | number }) => {
	return (`${i?.wallet} टॉप-अप करें: ${i?.amount}।`)
}
export const confirmDeduct = (i: { wallet: string | number; amount: string | number }) => {
	return (`${i?.wallet} से काटें: ${i?.amount}।`)
}
export const reasonIs = (i: { reason: string | number }) => {
	return (`कारण: ${i?.reason}`)
}
export const back = () => {
	return (`वापस`)
}
export const confirm = () => {
	return (`कन्फ़र्म करें`)
}
export const whatToRecord = () => {
	return (`क्या दर्ज करें`)
}
export const reason = () => {
	return (`कारण`)
}
export const cancel = () => {
	return (`रद्द करें`)
}
export const review = () => {
	return (`जाँचें`)
}
export const offlineNothing = () => {
	return (`ऑनलाइन आने तक कुछ दर्ज नहीं होगा।`)
}
export const totalsOfFilter = () => {
	return (`फ़िल्टर का कुल`)
}
export const credits = () => {
	return (`क्रेडिट`)
}
export const debits = () => {
	return (`डेबिट`)
}
export const net = () => {
	return (`नेट`)
}
export const walletBalance = () => {
	return (`वॉलेट बैलेंस`)
}
export const balanceOn = (i: { amount: string | number; day: string | number }) => {
	return (`${i?.day} को ${i?.amount}`)
}
export const reverse = () => {
	return (`रिवर्स`)
}
export const walletTransactions = () => {
	return (`वॉलेट ट्रांज़ैक्शन`)
}
export const walletDescription = () => {
	return (`वॉलेट का हर क्रेडिट और डेबिट, उसके बाद बचे बैलेंस के साथ।`)
}
export const transactionHistory = () => {
	return (`ट्रांज़ैक्शन हिस्ट्री`)
}
export const searchReference = () => {
	return (`रेफ़रेंस से खोजें`)
}
export const nounTransaction = () => {
	return (`ट्रांज़ैक्शन`)
}
export const nounTransactions = () => {
	return (`ट्रांज़ैक्शन`)
}
export const walletEmptyTitle = () => {
	return (`अभी कोई वॉलेट ट्रांज़ैक्शन नहीं`)
}
export const walletEmptyText = () => {
	return (`टॉप-अप, राइड किराए और रिफंड पोस्ट होते ही यहाँ दिखेंगे।`)
}
export const trialBalance = () => {
	return (`ट्रायल बैलेंस`)
}
export const asOn = () => {
	return (`तारीख तक`)
}
export const trialBalanceAccounts = () => {
	return (`ट्रायल बैलेंस के खाते`)
}
export const trialBalanceAsOn = (i: { day: string | number }) => {
	return (`${i?.day} तक का ट्रायल बैलेंस`)
}
export const totalBalanced = () => {
	return (`कुल (बराबर)`)
}
export const totalNotBalanced = () => {
	return (`कुल (बराबर नहीं)`)
}
export const differBy = (i: { amount: string | number }) => {
	return (`डेबिट और क्रेडिट में ${i?.amount} का फ़र्क है।`)
}
export const ledger = () => {
	return (`लेजर`)
}
export const ledgerDescription = () => {
	return (`हर पोस्टिंग की डबल-एंट्री लाइनें; चालू बैलेंस देखने के लिए खाता चुनें।`)
}
export const balancesOfFilter = () => {
	return (`फ़िल्टर के बैलेंस`)
}
export const openingBalance = () => {
	return (`शुरुआती बैलेंस`)
}
export const closingBalance = () => {
	return (`अंतिम बैलेंस`)
}
export const nounLine = () => {
	return (`लाइन`)
}
export const nounLines = () => {
	return (`लाइनें`)
}
export const ledgerEmptyTitle = () => {
	return (`अभी कोई लेजर लाइन नहीं`)
}
export const ledgerEmptyText = () => {
	return (`हर पोस्टिंग अपनी डेबिट और क्रेडिट लाइनें यहाँ लिखती है।`)
}
export const postingHistory = () => {
	return (`पोस्टिंग हिस्ट्री`)
}
export const walletNotFound = () => {
	return (`वॉलेट नहीं मिला।`)
}
export const postingNotFound = () => {
	return (`पोस्टिंग नहीं मिली।`)
}
export const alreadyReversed = () => {
	return (`यह पोस्टिंग पहले ही रिवर्स हो चुकी है।`)
}
export const wholePaise = () => {
	return (`रकम शून्य से ज़्यादा और पूरे पैसों में होनी चाहिए।`)
}
export const lineDebitOrCredit = () => {
	return (`हर लाइन पूरे पैसों का डेबिट या क्रेडिट होती है।`)
}
export const referenceInUse = () => {
	return (`यह रेफ़रेंस पहले से इस्तेमाल में है।`)
}
export const walletTxNotFound = () => {
	return (`वॉलेट ट्रांज़ैक्शन नहीं मिला।`)
}
export const walletTxLoaded = () => {
	return (`वॉलेट ट्रांज़ैक्शन लोड हुआ`)
}
export const trialBalanceLoaded = () => {
	return (`ट्रायल बैलेंस लोड हुआ`)
}
export const walletsLoaded = () => {
	return (`वॉलेट लोड हुए`)
}
export const walletBalanceLoaded = () => {
	return (`वॉलेट बैलेंस लोड हुआ`)
}
export const adjustmentRecorded = () => {
	return (`एडजस्टमेंट दर्ज हुआ`)
}
export const tileWalletBalance = () => {
	return (`वॉलेट बैलेंस`)
}
export const tileMonthCredits = () => {
	return (`इस महीने के क्रेडिट`)
}
export const tileMonthDebits = () => {
	return (`इस महीने के डेबिट`)
}
export const numberWords = () => {
	return (`शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उनासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे`)
}
export const amountHundred = (i: { words: string | number }) => {
	return (`${i?.words} सौ`)
}
export const amountThousand = (i: { words: string | number }) => {
	return (`${i?.words} हज़ार`)
}
export const amountLakh = (i: { words: string | number }) => {
	return (`${i?.words} लाख`)
}
export const amountCrore = (i: { words: string | number }) => {
	return (`${i?.words} करोड़`)
}
export const amountPaise = (i: { words: string | number; count: string | number }) => {
	if ((i?.count === 1 || i?.count === "1")) return (`${i?.words} पैसा`);
	return (`${i?.words} पैसे`)
	
}
export const amountAnd = (i: { rupees: string | number; paise: string | number }) => {
	return (`${i?.rupees} ${i?.paise}`)
}
export const amountOnly = (i: { amount: string | number }) => {
	return (`${i?.amount}`)
}
export const amountMinus = (i: { amount: string | number }) => {
	return (`माइनस ${i?.amount}`)
}
export const wordsRupees = (i: { words: string | number; count: string | number }) => {
	if ((i?.count === 1 || i?.count === "1")) return (`${i?.words} रुपया`);
	return (`${i?.words} रुपये`)
	
}
