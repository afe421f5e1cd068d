/** English: addresses with an extension bypass the locale proxy, so /state-details/{url}/offline.json lands here. */
import { offlineListResponse } from '@/features/offline'

export async function GET(_request: Request, { params }: { params: Promise<{ pageUrl: string }> }) {
  return offlineListResponse((await params).pageUrl, 'en')
}
