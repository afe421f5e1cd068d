/**
 * How a visitor gets to a place: the same two plain links for everyone, decided by nothing the server would have to
 * guess. "Get directions" is a web maps address that phones hand to their maps app (and any other device opens in
 * its browser); a `geo:` link beside it opens whichever maps app an Android phone has. The coordinates are shown as
 * text to copy. Pure.
 */

/** Degrees to five decimals (about a metre): what the page shows and the links carry. */
export const coordinate = (value: number) => value.toFixed(5)

export function directionLinks({ lat, lng }: { lat: number; lng: number }, name: string) {
  const point = `${coordinate(lat)},${coordinate(lng)}`
  return {
    web: `https://www.google.com/maps/dir/?api=1&destination=${point}`,
    geo: `geo:${point}?q=${point}(${encodeURIComponent(name)})`,
    text: point,
  }
}
