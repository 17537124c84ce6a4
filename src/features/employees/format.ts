import { cities } from '../../contract/accounts'

/** Hyderabad for 'hyd'. */
export const cityName = (city: string) => cities.find((option) => option.value === city)?.label ?? city
