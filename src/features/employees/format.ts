import { cities } from '../../contract/account'

/** Hyderabad for 'hyd'. */
export const cityName = (city: string) => cities.find((option) => option.value === city)?.label ?? city
