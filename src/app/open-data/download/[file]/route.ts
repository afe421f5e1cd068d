/** Open data downloads (`/open-data/download/<key>.csv|.json`): addresses with an extension bypass the locale proxy. */
import { datasetDownload, wantsBom } from '@/features/open-data'

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return datasetDownload((await params).file, { bom: wantsBom(request) })
}
