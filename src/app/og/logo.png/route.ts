/** `/og/logo.png`: the emblem as a 512×512 PNG, the organisation's logo in structured data. */
import { logoPng } from '@/features/seo'

export const dynamic = 'force-static'

export async function GET() {
  return new Response(new Uint8Array(await logoPng()), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}
