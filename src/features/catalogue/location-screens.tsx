import { Link, useParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { locationCreateBody, locationStaleResponse, locationUpdateBody, type StockLocation } from '../../contract/catalogue/stock'
import { locationKindLabels, locationLabels, type LocationKind } from '../../contract/catalogue/stock-list'
import type { City } from '../../contract/account'
import { textsOf } from '../../contract/vocabulary'
import { choice, flag, formFields, text, validateWith } from '../../ui/form/codecs'
import type { SectionSpec } from '../../ui/form/declared-fields'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import type { Column } from '../../ui/list/data-table'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { locationOptions } from './format'
import { createLocation, locations, setLocationStatus, updateLocation } from './location-api'
import { kindOptions, locationList } from './location-list'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// The Locations settings (docs/areas/catalogue.md#locations-and-stock-movements): /inventory/locations, its add and edit forms.

const headers = textsOf(locationLabels)
const cityName = (value: string) => locationOptions.find((option) => option.value === value)?.label ?? value

const columns: Column<StockLocation>[] = [
  {
    key: 'name',
    header: headers.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="/inventory/locations/$id" params={{ id: row.id }} className="name-link tap-target">
        {row.name}
      </Link>
    ),
  },
  { key: 'kind', header: headers.kind, card: 'detail', render: (row) => locationKindLabels[row.kind] },
  { key: 'city', header: headers.city, sortKey: 'city', card: 'detail', render: (row) => cityName(row.city) },
  { key: 'address', header: headers.address, card: false, render: (row) => row.address },
]

const addLink = () => (
  <Link to="/inventory/locations/add" className="btn btn-primary">
    {m.addLocation()}
  </Link>
)

export function LocationListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<StockLocation>({
    ...locations,
    name: (row) => row.name,
    isActive: (row) => row.is_active,
    setStatus: (row, is_active) => ({ ...row, is_active }),
    send: (row, is_active) => setLocationStatus({ id: row.id, is_active }),
    fallback: m.locationStatusFailed(),
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(row) => row.name}
      actions={addLink()}
      resource={locations}
      definition={locationList}
      columns={[...columns, status]}
      cardActions={status.render}
      emptyAction={addLink()}
    />
  )
}

const fields = formFields({
  name: text,
  kind: choice<LocationKind>('warehouse'),
  city: choice<City>('hyd'),
  address: text,
  is_active: flag(true),
  updated_at: text,
})
type Values = ReturnType<typeof fields.empty>
const write = (values: Values) => {
  const { updated_at: _version, ...rest } = fields.write(values)
  return rest
}

const sections = (): SectionSpec<Values>[] => [
  {
    title: m.sectionLocation(),
    text: m.sectionLocationText(),
    fields: {
      name: { maxLength: 80, placeholder: m.locationNamePlaceholder(), required: true },
      kind: { kind: 'select', options: kindOptions, placeholder: m.selectKind(), required: true },
      city: { kind: 'select', options: locationOptions, placeholder: m.selectCity(), required: true },
      address: { maxLength: 300 },
      is_active: { kind: 'switch', hint: m.locationActiveHint() },
    },
  },
]

function LocationForm({ record, draftKey }: { record?: StockLocation; draftKey: string }) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: fields.empty(),
    valuesOf: fields.read,
    validate: validateWith(locationCreateBody, write),
    create: (values, key) => createLocation(v.parse(locationCreateBody, write(values)), key),
    update: (values, row) => updateLocation(row.id, v.parse(locationUpdateBody, { ...write(values), updated_at: values.updated_at })),
    staleSchema: locationStaleResponse,
    cache: locations,
    listPath: '/inventory/locations',
  })
  return (
    <ResourceForm
      state={state}
      labels={locationLabels}
      sections={sections()}
      readers={fields.readers(locationLabels)}
      submitLabel={record ? m.saveChanges() : m.addLocation()}
    />
  )
}

const back = () => ({ to: '/inventory/locations' as const, label: m.backToLocations() })

export function LocationAddScreen() {
  return (
    <AddScreen title={m.locationNewTitle()} description={m.locationNewText()} back={back()}>
      <LocationForm draftKey="catalogue:location:new" />
    </AddScreen>
  )
}

const heading = (row?: StockLocation) => ({ title: m.editLocation(), description: row ? row.name : m.editLocationText() })

export function LocationEditScreen() {
  const { id } = useParams({ from: '/_app/inventory_/locations/$id' })
  return (
    <EditScreen id={id} resource={locations} what={m.locationOne()} history="stock_location" heading={heading} back={back()}>
      {(row, id) => <LocationForm record={row} draftKey={`catalogue:location:${id}`} />}
    </EditScreen>
  )
}
