import * as m from '../../paraglide/m/catalogue'
import { defineArea, leads } from '../kit/area'

export const catalogueArea = defineArea({
  name: 'catalogue',
  group: 'Catalogue',
  screens: [
    {
      path: '/brands-list',
      label: m.navBrands,
      icon: 'store',
      description: 'The brands your organisation sells.',
      roles: [...leads, 'catalogue', 'marketing'],
    },
    {
      path: '/products/templates',
      label: m.navTemplates,
      icon: 'box',
      description: 'Products with their category, HSN code, GST rate and images.',
      roles: [...leads, 'catalogue'],
    },
    {
      path: '/products/variants',
      label: m.navVariants,
      icon: 'layers',
      description: 'Sizes and colours with SKU, MRP, price and barcode.',
      roles: [...leads, 'catalogue'],
    },
    {
      path: '/inventory',
      label: m.navInventory,
      icon: 'stack',
      description: 'Stock on hand, reserved and reorder levels per location.',
      roles: [...leads, 'catalogue'],
    },
  ],
  actions: [
    { path: '/products/variants/add', label: m.paletteNewVariant },
    { path: '/products/templates/add', label: m.paletteNewProductTemplate },
    { path: '/brands-list/add', label: m.paletteNewBrand },
  ],
  records: {
    brand: { label: m.recordTypeBrand, screen: '/brands-list', live: { resources: [['catalogue', 'brands']], others: [['options']] } },
    product_template: {
      label: m.recordTypeProductTemplate,
      screen: '/products/templates',
      live: { resources: [['catalogue', 'templates']], others: [['options']] },
    },
    product_variant: {
      label: m.recordTypeProductVariant,
      screen: '/products/variants',
      live: {
        resources: [
          ['catalogue', 'variants'],
          ['catalogue', 'inventory'],
        ],
        others: [['options']],
      },
    },
    inventory: {
      label: m.recordTypeInventory,
      screen: '/inventory',
      live: {
        resources: [
          ['catalogue', 'inventory'],
          ['catalogue', 'variants'],
          ['catalogue', 'stock'],
        ],
      },
    },
    stock_location: {
      label: m.recordTypeStockLocation,
      screen: '/inventory',
      live: {
        resources: [
          ['catalogue', 'locations'],
          ['catalogue', 'inventory'],
        ],
      },
    },
  },
})
