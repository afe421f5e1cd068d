/**
 * Which wilayat names give way when they would overlap, on Leaflet's map and on the server's drawing of
 * it alike. At the zoom a map opens at, the small coastal wilayats are close together: a name that would overlap a
 * more important one, or stick out of the map, is hidden until the visitor zooms in. The shapes keep their
 * accessible names and the list beside the map names every wilayat, so nothing is lost to a screen reader. Apart
 * from ./labels (which places the names, from the towns' data) because the first load of every page with a map
 * carries it.
 */
/** Which names win a collision: the capital, then the large inland wilayats, then the coast from west to east. */
export const LABEL_PRIORITY = ['Salalah', 'Thumrait', 'Muqshin', 'Shalim', 'Al-Mazyunah', 'Mirbat', 'Sadah', 'Rakhyut', 'Taqah', 'Dhalkut']

/** The order in which names claim their place: the chosen wilayat's first (its name always shows), then by priority. */
export const labelOrder = (first?: string) => (first ? [first, ...LABEL_PRIORITY.filter((slug) => slug !== first)] : LABEL_PRIORITY)

/** The class that names a region's label element (RegionLabel gives it `region-label` and this). */
export const labelClass = (slug: string) => `label-${slug}`

export const CROWDED = 'is-crowded'

const overlap = (a: DOMRect, b: DOMRect, gap: number) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap

/** Shows the labels in `order` that fit: inside the map and clear of every label shown before them. */
export function declutter(container: HTMLElement, order: readonly string[]) {
  const box = container.getBoundingClientRect()
  // All the measuring first, then the class changes: one layout, not one per name.
  const labels = order.flatMap((slug) => {
    const label = container.querySelector<HTMLElement>(`.${labelClass(slug)}`)
    return label ? [{ label, rect: label.getBoundingClientRect() }] : []
  })
  const shown: DOMRect[] = []
  for (const { label, rect } of labels) {
    const inside = rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom
    const fits = inside && !shown.some((other) => overlap(rect, other, 2))
    label.classList.toggle(CROWDED, !fits)
    if (fits) shown.push(rect)
  }
}
