/** Calls the events/news CSV endpoints as a signed-in reviewer (who may publish), as the admin's panel does. */
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { userOf } from '../helpers'

export async function callCsv(payload: Payload, endpoint: Endpoint, kind: string, body = '') {
  const user = await userOf(payload, 'reviewer')
  const req = (await createLocalReq({ user: { ...user, collection: 'users' } }, payload)) as PayloadRequest
  req.routeParams = { kind }
  req.text = async () => body
  return endpoint.handler(req)
}
