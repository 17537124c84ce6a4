import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingWalletResponse, carTypeSavedResponse, carTypesResponse, carTypeStaleResponse } from '../../src/contract/booking'
import { standardCarTypes } from '../../server/areas/booking/car-types'
import { signInAs } from './catalogue-fixtures'
import { carTypeBody, rideBody } from './booking-endpoints'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
beforeAll(async () => {
  t = await makeTestContext()
  const signup = await t.post('/api/accounts/signup', {
    firstName: 'Monsoon Rides',
    lastName: 'Kavya Menon',
    email: 'kavya@monsoon.example',
    phone: '9123456781',
    password: 'Monsoon1',
    city: 'hyd',
    address: '4 Road No. 12, Banjara Hills, Hyderabad',
  })
  expect(signup.status).toBe(201)
  owner = await t.signIn('kavya@monsoon.example', 'Monsoon1')
})
afterAll(async () => {
  await t.close()
})

const carTypesOf = async (token: string) => v.parse(carTypesResponse, (await t.get('/api/manual_booking/car_types', { token })).body).data

describe('a new organisation and its car types', () => {
  it("sign-up gives the standard car types (the demo seed's), cheapest first", async () => {
    const types = await carTypesOf(owner)
    expect(
      types.map(({ name, seats, base_fare_paise, per_km_paise, per_minute_paise }) => ({ name, seats, base_fare_paise, per_km_paise, per_minute_paise })),
    ).toEqual(standardCarTypes)
  })

  it('its wallet starts empty: a ride is refused with the top-up message, and the booking screen is told who may top up', async () => {
    const wallet = v.parse(bookingWalletResponse, (await t.get('/api/manual_booking/wallet', { token: owner })).body).data
    expect(wallet).toEqual({ balance_paise: 0, can_top_up: true })
    const [mini] = await carTypesOf(owner)
    const ride = await t.post('/api/manual_booking/initiate_ride', rideBody(mini?.car_type_id ?? ''), {
      token: owner,
      headers: { 'Idempotency-Key': 'first-day-ride-0001' },
    })
    expect(ride.status).toBe(409)
    expect(ride.body.message).toMatch(/Top it up under Financials › Wallet/)
    const dispatcher = await signInAs(t, 'dispatcher')
    expect(v.parse(bookingWalletResponse, (await t.get('/api/manual_booking/wallet', { token: dispatcher })).body).data.can_top_up).toBe(false)
  })

  it('create, read and update a car type; a taken name is 409 under the name', async () => {
    const made = await t.post('/api/manual_booking/create_car_type', carTypeBody('Electric Sedan'), {
      token: owner,
      headers: { 'Idempotency-Key': 'car-type-create-0001' },
    })
    expect(made.status).toBe(201)
    const created = v.parse(carTypeSavedResponse, made.body).data
    expect(created).toMatchObject(carTypeBody('Electric Sedan'))
    expect((await carTypesOf(owner)).map((type) => type.name)).toContain('Electric Sedan')
    const read = await t.get(`/api/manual_booking/car_types/${created.car_type_id}`, { token: owner })
    expect(v.parse(carTypeSavedResponse, read.body).data).toEqual(created)

    const taken = await t.post('/api/manual_booking/create_car_type', carTypeBody('Sedan'), {
      token: owner,
      headers: { 'Idempotency-Key': 'car-type-create-0002' },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ name: ['A car type with this name already exists.'] })

    const path = `/api/manual_booking/update_car_type/${created.car_type_id}`
    const updated = await t.put(path, { ...carTypeBody('EV Sedan'), base_fare_paise: 8000, updated_at: created.updated_at }, { token: owner })
    expect(updated.status).toBe(200)
    expect(v.parse(carTypeSavedResponse, updated.body).data).toMatchObject({ name: 'EV Sedan', base_fare_paise: 8000 })
    const stale = await t.put(path, { ...carTypeBody('Old Sedan'), updated_at: created.updated_at }, { token: owner })
    expect(stale.status).toBe(409)
    expect(v.parse(carTypeStaleResponse, stale.body).current.name).toBe('EV Sedan')
    const renamedToTaken = await t.put(
      path,
      { ...carTypeBody('Mini'), updated_at: v.parse(carTypeSavedResponse, updated.body).data.updated_at },
      { token: owner },
    )
    expect(renamedToTaken.status).toBe(409)
    expect(renamedToTaken.body.errors).toEqual({ name: ['A car type with this name already exists.'] })
  })

  it('refuses a car type without a name, seats or fares, with the field messages', async () => {
    const res = await t.post('/api/manual_booking/create_car_type', { name: ' ', seats: 0, base_fare_paise: -1, per_km_paise: 1.5 }, { token: owner })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      name: ['Please enter the car type name'],
      seats: ['At least 1 seat'],
      base_fare_paise: ['Please enter the base fare'],
      per_km_paise: ['Please enter the fare per km'],
      per_minute_paise: expect.any(Array),
    })
  })
})
