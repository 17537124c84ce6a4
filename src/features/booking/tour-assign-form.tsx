import { labelsFrom } from '../../contract/vocabulary'
import * as v from 'valibot'
import { tourAssignBody, tourStaleResponse, type TourDetail } from '../../contract/booking'
import { formFields, text, validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { assignTour, tourDetailQuery, tours } from './api'
import * as m from '../../paraglide/m/booking'

const assignFields = formFields({ driver_name: text, vehicle_number: text, updated_at: text })
const assignLabels = labelsFrom({ driver_name: m.driver, vehicle_number: m.vehicleNumber })
const sections = (): SectionSpec<ReturnType<typeof assignFields.empty>>[] => [
  {
    title: m.driverAndVehicle(),
    text: m.driverAndVehicleText(),
    fields: {
      driver_name: { autoComplete: 'off', maxLength: 50, required: true },
      vehicle_number: { autoComplete: 'off', placeholder: m.vehiclePlaceholder(), required: true },
    },
  },
]

/**
 * The dispatcher's assignment of a tour, on the form kit: a draft, and when someone else assigned the tour meanwhile,
 * the 409's version offered beside what was typed (nothing typed is lost). Stays on the tour after saving.
 */
export function TourAssignForm({ tour }: { tour: TourDetail }) {
  const state = useResourceForm({
    draftKey: `tour-assign:${tour.tour_id}`,
    record: tour,
    empty: assignFields.empty(),
    valuesOf: assignFields.read,
    validate: validateWith(tourAssignBody, assignFields.write),
    update: (values, current) => assignTour(current.tour_id, v.parse(tourAssignBody, assignFields.write(values))),
    staleSchema: tourStaleResponse,
    cache: { keys: { lists: tours.keys.lists, detail: (id) => tourDetailQuery(id).queryKey }, rowId: (row) => row.tour_id },
  })
  return <ResourceForm state={state} labels={assignLabels} sections={sections()} readers={assignFields.readers(assignLabels)} submitLabel={m.assign()} />
}
