/** The one Payload instance of this process (the Local API). */
import config from '@payload-config'
import { getPayload } from 'payload'

export const getPayloadClient = () => getPayload({ config })
