/** Word lists the demo catalogue is generated from (seed.ts). Prices are in rupees here. */

export type Choice = { label: string; code: string }
export type CategorySeed = {
  name: string
  parent?: string
  hsn: string[]
  /** Rupee range for a template's MRP. */
  mrp: [number, number]
  /** GST by MRP: clothing and footwear step up above ₹1,000, the rest has one rate. */
  gst: (mrpRupees: number) => 0 | 5 | 12 | 18 | 28
  nouns: string[]
  descriptors: string[]
  sizes: Choice[]
  /** What the second attribute (stored as colour) picks from. */
  palette: Choice[]
}
export type BrandSeed = { name: string; categories: string[]; active?: boolean }

const choices = (pairs: string) =>
  pairs.split(',').map((pair) => {
    const [label = '', code = ''] = pair.split(':')
    return { label: label.trim(), code: code.trim() }
  })

const apparelSizes = choices('S:S, M:M, L:L, XL:XL, XXL:XXL')
const colours = choices(
  'Red:RED, Maroon:MRN, Mustard:MST, Indigo:IND, Teal:TEA, Ivory:IVR, Black:BLK, Olive:OLV, Peach:PCH, Rani Pink:PNK, Navy:NVY, Beige:BGE, White:WHT, Sage Green:SGE',
)
const scents = choices('Rose:ROS, Sandalwood:SDL, Saffron:SAF, Neem:NEM, Lavender:LAV, Jasmine:JAS, Vetiver:VTV')
const finishes = choices('Gold:GLD, Silver:SLV, Oxidised:OXD, Rose Gold:RSG, Antique Brass:ABR, Copper:CPR, Kundan:KND, Meenakari:MNK')
const oneSize = choices('One Size:OS')
const clothingGst = (mrp: number) => (mrp > 1000 ? 12 : 5)
const weaves = ['Block Print', 'Ikat', 'Bandhani', 'Chikankari', 'Kalamkari', 'Solid', 'Striped', 'Ajrakh', 'Handloom', 'Embroidered']

export const kesarCategories: CategorySeed[] = [
  {
    name: "Men's Wear",
    hsn: ['6205', '6203'],
    mrp: [699, 3499],
    gst: clothingGst,
    nouns: ['Cotton Shirt', 'Linen Kurta', 'Polo T-Shirt', 'Chinos', 'Nehru Jacket', 'Pathani Suit'],
    descriptors: weaves,
    sizes: apparelSizes,
    palette: colours,
  },
  {
    name: "Women's Wear",
    hsn: ['6204', '6206'],
    mrp: [799, 3999],
    gst: clothingGst,
    nouns: ['Mulmul Top', 'Tunic', 'Palazzo Set', 'Maxi Dress', 'Co-ord Set'],
    descriptors: weaves,
    sizes: apparelSizes,
    palette: colours,
  },
  {
    name: 'Sarees',
    parent: "Women's Wear",
    hsn: ['5407', '5208'],
    mrp: [1299, 12999],
    gst: clothingGst,
    nouns: ['Banarasi Silk Saree', 'Chanderi Saree', 'Cotton Saree', 'Kanjeevaram Saree', 'Georgette Saree'],
    descriptors: weaves,
    sizes: choices('Free Size:FS'),
    palette: colours,
  },
  {
    name: 'Kurtas & Kurtis',
    parent: "Women's Wear",
    hsn: ['6211'],
    mrp: [599, 2999],
    gst: clothingGst,
    nouns: ['Anarkali Kurta', 'A-line Kurti', 'Straight Kurta', 'Angrakha Kurta'],
    descriptors: weaves,
    sizes: apparelSizes,
    palette: colours,
  },
  {
    name: "Kids' Wear",
    hsn: ['6111', '6209'],
    mrp: [399, 1799],
    gst: clothingGst,
    nouns: ['Frock', 'Kurta Pyjama Set', 'T-Shirt', 'Dungaree', 'Lehenga Choli'],
    descriptors: weaves,
    sizes: choices('2-3 Y:2Y, 4-5 Y:4Y, 6-7 Y:6Y, 8-9 Y:8Y, 10-11 Y:10Y'),
    palette: colours,
  },
  {
    name: 'Footwear',
    hsn: ['6403', '6404'],
    mrp: [699, 3999],
    gst: (mrp) => (mrp > 1000 ? 18 : 12),
    nouns: ['Kolhapuri Chappal', 'Mojari', 'Canvas Sneakers', 'Punjabi Jutti', 'Leather Sandals'],
    descriptors: ['Handcrafted', 'Embroidered', 'Classic', 'Cushioned', 'Tan'],
    sizes: choices('UK 6:6, UK 7:7, UK 8:8, UK 9:9, UK 10:10'),
    palette: colours,
  },
  {
    name: 'Home Textiles',
    hsn: ['6304'],
    mrp: [349, 2499],
    gst: () => 12,
    nouns: ['Cushion Cover', 'Table Runner', 'Cotton Dohar', 'Curtain'],
    descriptors: weaves,
    sizes: choices('Small:SM, Medium:MD, Large:LG'),
    palette: colours,
  },
  {
    name: 'Bedsheets',
    parent: 'Home Textiles',
    hsn: ['6302'],
    mrp: [899, 4499],
    gst: () => 12,
    nouns: ['Bedsheet Set', 'Jaipuri Razai', 'Quilted Bedcover'],
    descriptors: weaves,
    sizes: choices('Single:SGL, Double:DBL, Queen:QN, King:KNG'),
    palette: colours,
  },
  {
    name: 'Home Decor',
    hsn: ['6913', '9405', '7418'],
    mrp: [299, 4999],
    gst: () => 12,
    nouns: ['Brass Diya', 'Terracotta Vase', 'Macrame Wall Hanging', 'Block-print Lamp', 'Dhokra Figurine'],
    descriptors: ['Handcrafted', 'Hand-painted', 'Artisan', 'Heritage', 'Festive'],
    sizes: choices('Small:SM, Medium:MD, Large:LG'),
    palette: finishes,
  },
  {
    name: 'Skincare',
    hsn: ['3304'],
    mrp: [249, 1499],
    gst: () => 18,
    nouns: ['Ubtan Face Pack', 'Kumkumadi Face Oil', 'Aloe Vera Gel', 'Face Wash', 'Mineral Sunscreen'],
    descriptors: ['Ayurvedic', 'Cold-pressed', 'Gentle', 'Brightening', 'Herbal'],
    sizes: choices('50 ml:50ML, 100 ml:100ML, 200 ml:200ML'),
    palette: scents,
  },
  {
    name: 'Haircare',
    hsn: ['3305'],
    mrp: [199, 999],
    gst: () => 18,
    nouns: ['Bhringraj Hair Oil', 'Herbal Shampoo', 'Hibiscus Hair Mask', 'Onion Hair Oil'],
    descriptors: ['Ayurvedic', 'Cold-pressed', 'Nourishing', 'Herbal'],
    sizes: choices('100 ml:100ML, 200 ml:200ML, 500 ml:500ML'),
    palette: scents,
  },
  {
    name: 'Accessories',
    hsn: ['4202', '6214'],
    mrp: [299, 2499],
    gst: () => 12,
    nouns: ['Potli Bag', 'Tote Bag', 'Pashmina Stole', 'Silk Dupatta', 'Clutch'],
    descriptors: weaves,
    sizes: oneSize,
    palette: colours,
  },
  {
    name: 'Jewellery',
    hsn: ['7117'],
    mrp: [249, 2999],
    gst: () => 12,
    nouns: ['Jhumka Earrings', 'Temple Necklace', 'Bangles Set', 'Nose Pin', 'Anklet Pair'],
    descriptors: ['Handcrafted', 'Temple', 'Tribal', 'Bridal', 'Everyday'],
    sizes: oneSize,
    palette: finishes,
  },
]

export const kesarBrands: BrandSeed[] = [
  { name: 'Kesar Studio', categories: ["Men's Wear", "Women's Wear", 'Kurtas & Kurtis'] },
  { name: 'Saanjh', categories: ["Women's Wear", 'Sarees', 'Kurtas & Kurtis'] },
  { name: 'Rangrez', categories: ['Sarees', 'Accessories'] },
  { name: 'Khadi Kala', categories: ["Men's Wear", "Women's Wear"] },
  { name: 'Indigo Thread', categories: ["Men's Wear", "Kids' Wear"] },
  { name: 'Zari & Co', categories: ['Sarees', 'Jewellery'] },
  { name: 'Neel Handloom', categories: ['Sarees', 'Home Textiles'] },
  { name: 'Chikan Craft', categories: ['Kurtas & Kurtis', "Men's Wear"] },
  { name: 'Desi Denim', categories: ["Men's Wear", "Women's Wear"], active: false },
  { name: 'Kora Basics', categories: ["Men's Wear", "Kids' Wear"] },
  { name: 'Phulkari Lane', categories: ['Accessories', 'Kurtas & Kurtis'] },
  { name: 'Sutra Men', categories: ["Men's Wear", 'Footwear'] },
  { name: 'Chhota Nawab', categories: ["Kids' Wear"], active: false },
  { name: 'Mochi Works', categories: ['Footwear'] },
  { name: 'Vastra Vibe', categories: ["Women's Wear", "Kids' Wear"] },
  { name: 'Mitti Home', categories: ['Home Decor'] },
  { name: 'Aangan Decor', categories: ['Home Decor', 'Home Textiles'] },
  { name: 'Kaveri Cotton', categories: ['Bedsheets', 'Home Textiles'] },
  { name: 'Jaipur Prints Co', categories: ['Bedsheets', 'Home Textiles'] },
  { name: 'Chandan Naturals', categories: ['Skincare', 'Haircare'] },
  { name: 'Tulsi Herbals', categories: ['Haircare', 'Skincare'] },
  { name: 'Mehr Beauty', categories: ['Skincare'] },
  { name: 'Nayaab Jewels', categories: ['Jewellery', 'Accessories'] },
  { name: 'Gulmohar', categories: ['Accessories', 'Jewellery'], active: false },
]

export const lotusCategories: CategorySeed[] = kesarCategories.filter((category) => ['Home Textiles', 'Bedsheets', 'Home Decor'].includes(category.name))

export const lotusBrands: BrandSeed[] = [
  { name: 'Lotus Living', categories: ['Home Decor', 'Home Textiles'] },
  { name: 'Jaipur Weaves', categories: ['Bedsheets'] },
  { name: 'Terracotta Tales', categories: ['Home Decor'] },
]

export const promoWords = [
  'DIWALI',
  'HOLI',
  'EID',
  'ONAM',
  'PONGAL',
  'SUMMER',
  'MONSOON',
  'WINTER',
  'FESTIVE',
  'WELCOME',
  'FIRST',
  'SAVE',
  'FLAT',
  'EXTRA',
  'MEGA',
  'WEEKEND',
  'STYLE',
  'HOME',
  'GLOW',
  'SHAADI',
]

export const promoBlurbs = [
  'Festive offer on the whole brand',
  'New customers only',
  'Weekend flash sale',
  'App-only launch offer',
  'End of season sale',
  'Loyalty reward for repeat buyers',
  'Wedding season special',
  'Free-shipping threshold booster',
]
