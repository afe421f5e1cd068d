/**
 * The map's first drawing, by the server: the same land, wilayats, towns and names Leaflet draws, as an SVG in the
 * page's HTML (ADR 0033). A visitor sees the map with the page's first paint, with or without JavaScript, and
 * Leaflet's code (55 KB) is fetched only when they reach for the map (./MapView), then replaces this drawing where
 * it stands: the box is fitted the way Leaflet fits it (Web Mercator, ./projection; the same margin, see
 * Map.module.css; no zoom snapping). Names are HTML, placed by CSS from the box's size (container query units), so
 * they keep their size and their place on any screen. The shapes are a picture here; the wilayats' buttons are the
 * list beside the map, and Leaflet's shapes once it has loaded.
 *
 * Where a current alert applies (`marks`), never by colour alone: the wilayats are hatched, the places it names carry
 * the severity's icon, a legend says what the hatching and the icons mean, and the drawing's name lists the wilayats
 * in words; the list of wilayats beside the map says it too, and stays once Leaflet has replaced the drawing.
 */
import type { CSSProperties } from 'react'

import { SeverityIcon, type AlertSeverity } from '@/features/alerts'

import { HATCH_IDS } from './AlertHatch'
import { labelClass } from './declutter'
import { labelPlacement } from './labels'
import { ALERT_HATCH, LAND, REGION, TOWN } from './mapStyle'
import { NEIGHBOURS } from './neighbours'
import { project, projectedBox } from './projection'
import { fitOutline, GOVERNORATE, regionsOf } from './regions'
import type { LatLng } from './regions.paths'
import { MAIN_TOWNS } from './towns'
import type { RegionStyle, Wilayat } from './wilayats'
import styles from './Map.module.css'

/** Where current alerts apply, for the drawing: the wilayats to hatch, the places to mark, and the words for both. */
export type DrawingMarks = {
  regions: readonly RegionStyle[]
  places: readonly { key: string; lat: number; lng: number; severity: AlertSeverity }[]
  /** Said with the drawing's name ("Current alerts in: Salalah, Mirbat"). */
  summary: string
  legend: { region: string; place: string }
}

type Props = { regions: readonly Wilayat[]; locale: 'en' | 'ar'; label: string; tiles: boolean; marks?: DrawingMarks | null }

export function StaticMap({ regions: wilayats, locale, label, tiles, marks }: Props) {
  const regions = regionsOf(wilayats)
  const hatched = marks ? regions.filter((region) => marks.regions.includes(region.style)) : []
  const box = projectedBox(fitOutline(regions))
  // Whole units of zoom 10: a map opens at zoom 6.5-8, where one is a quarter of a pixel or less.
  const at = (point: LatLng) => {
    const [x, y] = project(point)
    return [Math.round(x - box.x), Math.round(y - box.y)] as const
  }
  const width = Math.round(box.width)
  const height = Math.round(box.height)
  const size = { '--width': width, '--height': height, '--hover-fill': REGION.hoverFill } as CSSProperties
  // Towns: a dot is a line of no length with a round cap, so it keeps its size in pixels at any scale.
  const dots = MAIN_TOWNS.map((town) => `M${at([town.lat, town.lng]).join(' ')}h0`).join('')
  // Styles are given once to a group (SVG's presentation attributes are inherited); Map.module.css keeps every
  // line's width in pixels (vector-effect), as Leaflet's are.
  return (
    <div className={styles.static} style={size} role="img" aria-label={marks ? `${label}. ${marks.summary}` : label} data-static-map>
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">

        {tiles ? null : <path d={pathData([NEIGHBOURS], at)} fill={LAND.neighbours} />}
        <path d={pathData([GOVERNORATE], at)} fill={tiles ? 'none' : LAND.governorate} stroke={LAND.border} strokeWidth={LAND.weight} />
        <g
          fill={REGION.color}
          fillOpacity={REGION.fill}
          fillRule="evenodd"
          stroke={REGION.color}
          strokeWidth={REGION.weight}
          strokeLinejoin="round"
          strokeLinecap="round"
        >
          {regions.map((region) => (
            <path key={region.style} data-region={region.slug} d={pathData(region.rings, at)} />
          ))}
        </g>
        {hatched.length ? (
          <g fill={`url(#${HATCH_IDS.drawing})`} stroke={ALERT_HATCH} strokeWidth={2} strokeDasharray="6 4" className={styles.alerted}>
            {hatched.map((region) => (
              <path key={region.style} data-alerted={region.slug} d={pathData(region.rings, at)} />
            ))}
          </g>
        ) : null}
        {tiles ? null : (
          <g fill="none" strokeLinecap="round">
            <path d={dots} stroke={TOWN.color} strokeWidth={2 * TOWN.radius + TOWN.weight} />
            <path d={dots} stroke={TOWN.fill} strokeWidth={2 * TOWN.radius - TOWN.weight} />
          </g>
        )}
      </svg>
      {regions.map((region) => {
        const placement = labelPlacement(region)
        const [x, y] = at(placement.at)
        return (
          <span key={region.style} className={styles.point} style={{ '--x': x, '--y': y } as CSSProperties}>
            <span className={`region-label ${labelClass(region.slug)}`} data-side={placement.direction} aria-hidden="true">
              {region.name[locale]}
            </span>
          </span>
        )
      })}
      {marks?.places.map((place) => {
        const [x, y] = at([place.lat, place.lng])
        return (
          <span key={place.key} className={styles.point} style={{ '--x': x, '--y': y } as CSSProperties}>
            <span className={`${styles.alertPin} ${styles[`pin-${place.severity}`]}`} data-alert-place={place.key}>
              <SeverityIcon severity={place.severity} />
            </span>
          </span>
        )
      })}
      {marks && (hatched.length || marks.places.length) ? (
        <p className={styles.legend} aria-hidden="true" data-alert-legend="">
          {hatched.length ? (
            <span>
              <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
                <rect x="0.5" y="0.5" width="15" height="15" fill="none" stroke={ALERT_HATCH} strokeDasharray="3 2" />
                <path d="M0 8 8 0M0 16 16 0M8 16l8-8" stroke={ALERT_HATCH} strokeWidth="2.5" />
              </svg>
              {marks.legend.region}
            </span>
          ) : null}
          {marks.places.length ? (
            <span>
              <SeverityIcon severity="warning" />
              {marks.legend.place}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}

/** Each ring as a start point and relative steps (`l`), the shortest path data for many short lines. */
function pathData(rings: readonly (readonly LatLng[])[], at: (point: LatLng) => readonly [number, number]) {
  return rings
    .map((ring) => {
      const points = ring.map(at)
      // A ring ends where it starts; `z` draws that last line.
      if (points.length > 1 && points[0].join() === points[points.length - 1].join()) points.pop()
      const steps = points.slice(1).map(([x, y], i) => `${x - points[i][0]} ${y - points[i][1]}`)
      return `M${points[0].join(' ')}l${steps.join(' ')}z`.replace(/ -/g, '-')
    })
    .join('')
}
