const ones = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

function belowHundred(value: number): string {
  if (value < 20) return ones[value] ?? ''
  const unit = value % 10
  return `${tens[Math.floor(value / 10)] ?? ''}${unit ? `-${ones[unit] ?? ''}` : ''}`
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100)
  const rest = value % 100
  return [hundreds ? `${ones[hundreds] ?? ''} hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in words the Indian way (crore, lakh, thousand): 12,34,567 is "twelve lakh thirty-four thousand five hundred sixty-seven". */
function wholeInWords(value: number): string {
  if (value === 0) return 'zero'
  const crore = Math.floor(value / 10_000_000)
  const lakh = Math.floor((value % 10_000_000) / 100_000)
  const thousand = Math.floor((value % 100_000) / 1000)
  const rest = value % 1000
  return [
    crore ? `${wholeInWords(crore)} crore` : '',
    lakh ? `${belowHundred(lakh)} lakh` : '',
    thousand ? `${belowHundred(thousand)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Integer paise as a cheque writes them: 12345678 is "Rupees one lakh twenty-three thousand four hundred fifty-six and
 * seventy-eight paise only". A negative amount starts with "Minus".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) return ''
  const sign = paise < 0 ? 'minus ' : ''
  const absolute = Math.abs(paise)
  const rupees = Math.floor(absolute / 100)
  const cents = absolute % 100
  const rupeePart = rupees || !cents ? `rupees ${wholeInWords(rupees)}` : ''
  const paisePart = cents ? `${belowHundred(cents)} paise` : ''
  return capitalised(`${sign}${[rupeePart, paisePart].filter(Boolean).join(' and ')} only`)
}
