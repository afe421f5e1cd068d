/**
 * The proxy's side of the redirect table (./table.ts): the table is put on `globalThis` by the instrumentation hook,
 * so the proxy's bundle holds no Payload. Without it (a build, a test) no address is redirected.
 */
import { isReservedFrom, REDIRECT_PATH_PATTERN } from './model'

export const REDIRECT_TABLE = Symbol.for('dhofar.redirects')

export type RedirectTable = { lookup(path: string): Promise<string | undefined> }

/** Where the site path `path` (no language prefix) redirects to, or undefined. */
export async function redirectTarget(path: string): Promise<string | undefined> {
  // The home page and the screens are never a redirect's old address: their views do not even look.
  if (!REDIRECT_PATH_PATTERN.test(path) || isReservedFrom(path)) return undefined
  const table = (globalThis as { [REDIRECT_TABLE]?: RedirectTable })[REDIRECT_TABLE]
  return table?.lookup(path)
}
