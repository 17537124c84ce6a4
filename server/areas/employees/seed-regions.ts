import type { LngLat, Polygon } from '../../../src/contract/employees/geo'
import { closeRing } from '../../../src/contract/employees/geo'
import type { SurveyCity } from '../../../src/contract/employees/list'
import { seededRandom } from '../../db/seed-random'

/**
 * The demo's regions over the real Hyderabad and Delhi: each neighbourhood's centre as it is on the map ([longitude,
 * latitude], rounded), its pincodes, and an outline drawn around the centre. The outlines are plausible, not surveyed:
 * twelve corners at a seeded distance, never more than 45% of the way to the nearest neighbour, so no two overlap.
 */
const places: Record<SurveyCity, [name: string, lng: number, lat: number, pincodes: string[]][]> = {
  hyd: [
    ['Kukatpally', 78.4138, 17.4849, ['500072', '500085']],
    ['Balanagar', 78.4459, 17.471, ['500037']],
    ['Bowenpally', 78.4834, 17.4666, ['500011']],
    ['Alwal', 78.511, 17.503, ['500010']],
    ['Malkajgiri', 78.5268, 17.4479, ['500047']],
    ['Uppal', 78.5602, 17.4018, ['500039']],
    ['Madhapur', 78.3915, 17.4483, ['500081']],
    ['Ameerpet', 78.4483, 17.4375, ['500016', '500038']],
    ['Begumpet', 78.466, 17.444, ['500016']],
    ['Secunderabad', 78.4983, 17.4399, ['500003', '500025']],
    ['Tarnaka', 78.53, 17.428, ['500017']],
    ['Habsiguda', 78.543, 17.418, ['500007']],
    ['Gachibowli', 78.3489, 17.4401, ['500032']],
    ['Jubilee Hills', 78.407, 17.4305, ['500033']],
    ['Banjara Hills', 78.4347, 17.4156, ['500034']],
    ['Himayatnagar', 78.486, 17.402, ['500029']],
    ['Amberpet', 78.517, 17.39, ['500013']],
    ['Nacharam', 78.558, 17.427, ['500076']],
    ['Manikonda', 78.386, 17.405, ['500089']],
    ['Tolichowki', 78.413, 17.397, ['500008']],
    ['Mehdipatnam', 78.438, 17.395, ['500028']],
    ['Charminar', 78.4747, 17.3616, ['500002']],
    ['Dilsukhnagar', 78.5247, 17.3688, ['500060']],
    ['LB Nagar', 78.5522, 17.3457, ['500074']],
  ],
  delhi: [
    ['Rohini', 77.1, 28.72, ['110085', '110089']],
    ['Pitampura', 77.138, 28.698, ['110034']],
    ['Model Town', 77.191, 28.716, ['110009']],
    ['Civil Lines', 77.224, 28.681, ['110054']],
    ['Shahdara', 77.289, 28.673, ['110032']],
    ['Dilshad Garden', 77.321, 28.681, ['110095']],
    ['Paschim Vihar', 77.101, 28.669, ['110063']],
    ['Punjabi Bagh', 77.132, 28.669, ['110026']],
    ['Karol Bagh', 77.1909, 28.6519, ['110005']],
    ['Connaught Place', 77.2167, 28.6315, ['110001']],
    ['Preet Vihar', 77.295, 28.641, ['110092']],
    ['Mayur Vihar', 77.294, 28.604, ['110091']],
    ['Janakpuri', 77.0878, 28.6219, ['110058']],
    ['Rajouri Garden', 77.121, 28.6415, ['110027']],
    ['Dhaula Kuan', 77.161, 28.592, ['110010']],
    ['Lajpat Nagar', 77.2433, 28.5677, ['110024']],
    ['Nizamuddin', 77.25, 28.59, ['110013']],
    ['Mayur Vihar Phase 3', 77.337, 28.61, ['110096']],
    ['Dwarka', 77.046, 28.5921, ['110075', '110078']],
    ['Palam', 77.0845, 28.5846, ['110045']],
    ['Vasant Kunj', 77.158, 28.52, ['110070']],
    ['Saket', 77.2066, 28.5245, ['110017']],
    ['Kalkaji', 77.258, 28.548, ['110019']],
    ['Badarpur', 77.303, 28.493, ['110044']],
  ],
}

const kmPerDegree = 111.32
const corners = 12
/** The widest a neighbourhood is drawn, in km from its centre. */
const widest = 2.2
const round = (value: number) => Math.round(value * 100_000) / 100_000

/** A region of the demo: its city, name, pincodes and boundary. */
export type SeedRegion = { city: SurveyCity; name: string; pincodes: string[]; boundary: Polygon }

/** Every region of both cities (48), the same on every machine. */
export function demoRegions(): SeedRegion[] {
  const random = seededRandom(10)
  return (['hyd', 'delhi'] as const).flatMap((city) => {
    const list = places[city]
    return list.map(([name, lng, lat, pincodes]) => {
      const squeeze = Math.cos((lat * Math.PI) / 180)
      const km = ([x, y]: LngLat) => Math.hypot((x - lng) * squeeze, y - lat) * kmPerDegree
      const nearest = Math.min(...list.filter((other) => other[0] !== name).map(([, x, y]) => km([x, y])))
      const reach = Math.min(widest, nearest * 0.45)
      const ring = Array.from({ length: corners }, (_, index): LngLat => {
        const angle = (index / corners) * 2 * Math.PI
        const radius = (reach * (0.75 + random.next() * 0.25)) / kmPerDegree
        return [round(lng + (radius * Math.cos(angle)) / squeeze), round(lat + radius * Math.sin(angle))]
      })
      return { city, name, pincodes, boundary: { type: 'Polygon' as const, coordinates: [closeRing(ring)] } }
    })
  })
}

/** A point inside a demo region (its centre), for tests and the demo's "where am I". */
export const demoCentre = (city: SurveyCity, name: string): LngLat | undefined => {
  const place = places[city].find(([known]) => known === name)
  return place ? [place[1], place[2]] : undefined
}
