/** English `.ics` downloads: addresses with an extension bypass the locale proxy, so /event-details/... lands here. */
import { icsResponse } from '@/features/events'

export async function GET(_request: Request, { params }: { params: Promise<{ pageUrl: string }> }) {
  return icsResponse((await params).pageUrl, 'en')
}
