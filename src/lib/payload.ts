/** The one Payload instance of this process (the Local API). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { tracingOn } from './tracing/start'
import { tracePayload } from './tracing/spans'

// With traces on (src/lib/tracing), the instance's Local API calls and database statements become spans.
export const getPayloadClient = () => (tracingOn() ? getPayload({ config }).then(tracePayload) : getPayload({ config }))
