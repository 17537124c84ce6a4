import { queryOptions } from '@tanstack/react-query'
import { brandPaths, categoriesResponse, categoryPaths, templatePaths, variantPaths } from '../contract/catalogue/list'
import * as m from '../paraglide/m/kit'
import { optionsResponse } from '../contract/lists'
import { apiRequest } from './http'

/** Dropdown options shared by every area (filters and forms), each under one key so one fetch serves all. */
export const optionKeys = {
  all: ['options'] as const,
  brands: () => [...optionKeys.all, 'brands'] as const,
  categories: () => [...optionKeys.all, 'categories'] as const,
  templates: (brandId: string) => [...optionKeys.all, 'templates', brandId] as const,
  variants: (templateId: string) => [...optionKeys.all, 'variants', templateId] as const,
}

// docs/app.md#errors: brand, template and variant fetches show no toast; the dropdown shows the failure instead.
const quiet = { errorToast: false } as const
const fiveMinutes = 5 * 60_000

export const brandOptionsQuery = () =>
  queryOptions({
    queryKey: optionKeys.brands(),
    queryFn: ({ signal }) => apiRequest(brandPaths.list, { query: { options: 1 }, schema: optionsResponse, signal }).then((body) => body.data),
    staleTime: fiveMinutes,
    meta: quiet,
  })

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: optionKeys.categories(),
    queryFn: ({ signal }) => apiRequest(categoryPaths.list, { schema: categoriesResponse, signal }).then((body) => body.data),
    staleTime: fiveMinutes,
    meta: { errorToast: { fallback: m.fetchCategoriesFailed } },
  })

/** Active templates of one brand. */
export const templateOptionsQuery = (brandId: string) =>
  queryOptions({
    queryKey: optionKeys.templates(brandId),
    queryFn: ({ signal }) => apiRequest(templatePaths.options, { query: { brand_id: brandId }, schema: optionsResponse, signal }).then((body) => body.data),
    enabled: Boolean(brandId),
    staleTime: fiveMinutes,
    meta: quiet,
  })

/** Active variants of one template, labelled with their SKU. */
export const variantOptionsQuery = (templateId: string) =>
  queryOptions({
    queryKey: optionKeys.variants(templateId),
    queryFn: ({ signal }) =>
      apiRequest(variantPaths.options, { query: { product_template_id: templateId }, schema: optionsResponse, signal }).then((body) => body.data),
    enabled: Boolean(templateId),
    staleTime: fiveMinutes,
    meta: quiet,
  })
