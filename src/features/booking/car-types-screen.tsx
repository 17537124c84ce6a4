import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { carTypeCreateBody, carTypeLabels, carTypeStaleResponse, carTypeUpdateBody, type CarType } from '../../contract/booking'
import { formatCount } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import { Button } from '../../ui/button'
import { formFields, rupees, text, validateWith, wholeNumber } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { BackLink } from '../../ui/form/form-layout'
import { RecordHistory } from '../../ui/form/record-history'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { PageHeader } from '../../ui/page-header'
import { ErrorState, Skeleton } from '../../ui/states'
import { carTypes, carTypesQuery, createCarType, updateCarType } from './api'
import * as m from '../../paraglide/m/booking'
import './booking.css'

const carTypeFields = formFields({
  name: text,
  seats: wholeNumber,
  base_fare_paise: rupees,
  per_km_paise: rupees,
  per_minute_paise: rupees,
  updated_at: text,
})
type CarTypeValues = ReturnType<typeof carTypeFields.empty>

const money = { type: 'number', inputMode: 'decimal', min: 0, required: true } as const
const sections = (): SectionSpec<CarTypeValues>[] => [
  {
    title: m.carAndFare(),
    text: m.carAndFareText(),
    fields: {
      name: { maxLength: 40, autoComplete: 'off', required: true },
      seats: { type: 'number', inputMode: 'numeric', min: 1, max: 60, required: true },
      base_fare_paise: { ...money, label: m.inRupees({ label: carTypeLabels.base_fare_paise }) },
      per_km_paise: { ...money, label: m.inRupees({ label: carTypeLabels.per_km_paise }) },
      per_minute_paise: { ...money, label: m.inRupees({ label: carTypeLabels.per_minute_paise }) },
    },
  },
]
const cache = { ...carTypes, inLists: false, touched: [carTypesQuery().queryKey] }

/** Adds a car type (and starts the next), or edits one in place; the form kit keeps drafts, errors and conflicts. */
function CarTypeForm({ record, onDone }: { record?: CarType; onDone?: () => void }) {
  const state = useResourceForm({
    draftKey: record ? `car-type:${record.car_type_id}` : 'car-type:new',
    record,
    empty: carTypeFields.empty(),
    valuesOf: carTypeFields.read,
    validate: validateWith(carTypeCreateBody, carTypeFields.write),
    create: (values, key) => createCarType(v.parse(carTypeCreateBody, carTypeFields.write(values)), key),
    update: (values, type) => updateCarType(type.car_type_id, v.parse(carTypeUpdateBody, carTypeFields.write(values))),
    staleSchema: carTypeStaleResponse,
    cache,
    onSaved: onDone,
  })
  return (
    <ResourceForm state={state} labels={carTypeLabels} fields={carTypeFields} sections={sections()} submitLabel={record ? m.saveCarType() : m.addCarType()} />
  )
}

const tariff = (type: CarType) =>
  m.tariff({
    count: type.seats,
    seatsShown: formatCount(type.seats),
    base: formatPaise(type.base_fare_paise),
    perKm: formatPaise(type.per_km_paise),
    perMinute: formatPaise(type.per_minute_paise),
  })

/** /booking/car-types: the cars the organisation books and their fares; dispatchers, managers and the owner change them. */
export function CarTypesScreen() {
  const types = useQuery(carTypesQuery())
  const [editing, setEditing] = useState<string | null>(null)
  return (
    <>
      <PageHeader title={m.carTypesTitle()} description={m.carTypesText()} actions={<BackLink to="/booking">{m.backToBooking()}</BackLink>} />
      <section className="panel form-panel" aria-labelledby="car-types-heading">
        <h2 id="car-types-heading">{m.yourCarTypes()}</h2>
        {types.isPending ? (
          <Skeleton height={48} />
        ) : types.isError ? (
          <ErrorState text={m.carTypesFailed()} onRetry={() => void types.refetch()} retrying={types.isFetching} />
        ) : types.data.length === 0 ? (
          <p className="muted">{m.noCarTypesBelow()}</p>
        ) : (
          <ul className="car-type-rows">
            {types.data.map((type) =>
              editing === type.car_type_id ? (
                <li key={type.car_type_id}>
                  <CarTypeForm record={type} onDone={() => setEditing(null)} />
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    {m.close()}
                  </Button>
                  <RecordHistory type="car_type" id={type.car_type_id} version={type.updated_at} />
                </li>
              ) : (
                <li key={type.car_type_id} className="car-type-row">
                  <p>
                    <strong>{type.name}</strong>
                    <br />
                    <span className="muted">{tariff(type)}</span>
                  </p>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(type.car_type_id)} aria-label={m.editName({ name: type.name })}>
                    {m.edit()}
                  </Button>
                </li>
              ),
            )}
          </ul>
        )}
      </section>
      <section className="car-type-add" aria-labelledby="car-type-add-heading">
        <h2 id="car-type-add-heading">{m.addACarType()}</h2>
        <CarTypeForm />
      </section>
    </>
  )
}
