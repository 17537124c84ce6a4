import type { SurveyCity } from '../../contract/employees/list'
import type { Polygon } from '../../contract/employees/geo'

/**
 * Each city's outline, near enough to the municipal limits (GHMC for Hyderabad, the NCT for Delhi) to show where the city
 * ends when no map tiles are drawn: rounded to about a kilometre, not surveyed.
 */
export const cityOutlines: Record<SurveyCity, Polygon> = {
  hyd: {
    type: 'Polygon',
    coordinates: [
      [
        [78.4, 17.56],
        [78.5, 17.57],
        [78.58, 17.5],
        [78.63, 17.42],
        [78.61, 17.33],
        [78.55, 17.27],
        [78.46, 17.26],
        [78.38, 17.3],
        [78.3, 17.35],
        [78.25, 17.42],
        [78.28, 17.5],
        [78.33, 17.54],
        [78.4, 17.56],
      ],
    ],
  },
  delhi: {
    type: 'Polygon',
    coordinates: [
      [
        [77.1, 28.88],
        [77.22, 28.86],
        [77.25, 28.74],
        [77.34, 28.71],
        [77.36, 28.63],
        [77.34, 28.55],
        [77.35, 28.5],
        [77.29, 28.42],
        [77.22, 28.4],
        [77.12, 28.47],
        [77.05, 28.52],
        [76.94, 28.52],
        [76.84, 28.57],
        [76.88, 28.66],
        [76.95, 28.75],
        [77.02, 28.84],
        [77.1, 28.88],
      ],
    ],
  },
}
