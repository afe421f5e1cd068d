/**
 * A file that is not on disk is a 404. Payload's own file route answers it with a 500 and an error in
 * the log when the collection is readable by anyone (it looks no document up first); this upload handler runs
 * before Payload's local-disk fallback and answers for it only when the file is missing.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { PayloadRequest } from 'payload'

export function missingFileIs404(staticDir: string) {
  const root = path.resolve(staticDir)
  const check = async (filename: string): Promise<Response | undefined> => {
    const file = path.resolve(root, filename)
    const inside = file.startsWith(root + path.sep)
    if (inside && (await stat(file).then((s) => s.isFile(), () => false))) return undefined
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  // Payload's type wants Promise<Response> | Promise<void>; an undefined result means "not mine, carry on".
  return (_req: PayloadRequest, { params }: { params: { filename: string } }) => check(params.filename) as Promise<Response>
}
