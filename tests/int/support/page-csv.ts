/** Calls the events/news CSV endpoints as a signed-in editor, as the admin's panel does. */
import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { userOf } from '../helpers'

export async function callCsv(payload: Payload, endpoint: Endpoint, kind: string, body = '') {
  const user = await userOf(payload, 'editor')
  const req = (await createLocalReq({ user: { ...user, collection: 'users' } }, payload)) as PayloadRequest
  req.routeParams = { kind }
  req.text = async () => body
  return endpoint.handler(req)
}
