/** The emblem's drawing (48×48), shared by the header's <Logo> and the generated social cards and logo PNG. */
export const EMBLEM = {
  disc: { cx: 24, cy: 24, r: 23 },
  waves: ['M7 34.5q4.25-3.6 8.5 0t8.5 0 8.5 0 8.5 0', 'M11 40q3.25-2.8 6.5 0t6.5 0 6.5 0 6.5 0'],
  stem: 'M24 30.5C22.6 24 25.8 17.5 24.6 9.5',
  leaves: [
    'M23.6 25.5c-2.6-3.4-6.6-3.9-9.4-2.6 2.3 2.9 6.1 4 9.4 2.6Z',
    'M24.6 20.2c2.2-3.6 6.1-4.6 9-3.6-2 3.1-5.7 4.6-9 3.6Z',
    'M24.7 15.2c-2.3-2.9-5.8-3.3-8.2-2.1 2 2.5 5.3 3.4 8.2 2.1Z',
  ],
  tear: 'M24.6 3.6c1.6 2.2 2.4 3.6 2.4 4.7a2.4 2.4 0 0 1-4.8 0c0-1.1.8-2.5 2.4-4.7Z',
  drops: [
    { cx: 31.5, cy: 11.5, r: 1.5 },
    { cx: 17.6, cy: 18.2, r: 1.3 },
  ],
} as const

/** The light colour mode's emblem colours (the header takes them from the design tokens instead). */
export const EMBLEM_COLOURS = { disc: '#0f6b5c', line: '#f6f1e7', leaves: '#cfe6c9', tears: '#f2c46d' } as const

/** The emblem as SVG markup with fixed colours, for images rendered on the server. */
export function emblemSvg(): string {
  const c = EMBLEM_COLOURS
  const circle = ({ cx, cy, r }: { cx: number; cy: number; r: number }) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`
  return [
    `<circle fill="${c.disc}" cx="${EMBLEM.disc.cx}" cy="${EMBLEM.disc.cy}" r="${EMBLEM.disc.r}"/>`,
    `<g fill="none" stroke="${c.line}" stroke-width="2.4" stroke-linecap="round">${EMBLEM.waves.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    `<path d="${EMBLEM.stem}" fill="none" stroke="${c.line}" stroke-width="2" stroke-linecap="round"/>`,
    `<g fill="${c.leaves}">${EMBLEM.leaves.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    `<g fill="${c.tears}"><path d="${EMBLEM.tear}"/>${EMBLEM.drops.map(circle).join('')}</g>`,
  ].join('')
}
