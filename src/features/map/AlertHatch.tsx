/**
 * The hatching of a wilayat under a current alert, defined once in the page for both drawings of the map: the
 * server's (./StaticMap, whose units are zoom 10's, about a third of a pixel) and Leaflet's (./LeafletMap, in screen
 * pixels), so each has its own spacing. Outside the server's drawing, which is removed when Leaflet takes over; not
 * `display: none`, which would stop browsers painting the patterns.
 */
import { ALERT_HATCH } from './mapStyle'

export const HATCH_IDS = { drawing: 'alert-hatch', leaflet: 'alert-hatch-px' } as const

function Hatch({ id, size }: { id: string; size: number }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={size} height={size} patternTransform="rotate(45)">
      <rect width={size / 3} height={size} fill={ALERT_HATCH} />
    </pattern>
  )
}

export function AlertHatch() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }} data-alert-hatch="">
      <defs>
        <Hatch id={HATCH_IDS.drawing} size={24} />
        <Hatch id={HATCH_IDS.leaflet} size={9} />
      </defs>
    </svg>
  )
}
