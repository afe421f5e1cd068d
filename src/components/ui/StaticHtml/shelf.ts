/**
 * The static parts' snapshots handed from the server component render to the HTML render (../handoff.ts). Keyed by
 * the snapshot's hash, so every page with the same footer shares one entry.
 */
import { handoff } from '../handoff'
import type { HostNode } from './snapshot'

export const staticHandoff = handoff<HostNode>('staticHtmlHandoff', 500)
