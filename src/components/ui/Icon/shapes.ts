/**
 * Every interface icon of the site's pages, drawn for this site (no icon font or CDN), as the markup of one symbol each
 * in the sprite `public/icons.svg` (written from this list by `npm run icons`; a unit test checks it is current).
 * All draw in currentColor on a 24-unit grid, as lines unless a shape says `fill="currentColor"`.
 *
 * Why a sprite (docs/decisions/0028-html-weight.md): an inline SVG's path data was in every page's HTML each time it
 * was used, and again in the RSC payload when a server component drew it (the footer's six networks, the news date):
 * 46 inline SVGs, 13 KB on the home page. A `<use>` of the sprite is about 100 bytes, and the sprite is fetched once.
 */
export type IconShape = {
  /** The symbol's content: SVG elements in the 24-unit grid. */
  body: string
  /** Line width in grid units (default 2). */
  stroke?: number
  /** Round ends and joins (default true). */
  round?: boolean
}

export const ICONS = {
  // The shell (header, menus, dialogs, panels).
  search: { body: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>' },
  menu: { body: '<path d="M4 6.5h16M4 12h16M4 17.5h16"/>' },
  close: { body: '<path d="m6 6 12 12M18 6 6 18"/>' },
  /** Points down; a disclosure turns it up when open. Not inline-directional, so it needs no mirroring in Arabic. */
  'chevron-down': { body: '<path d="m6 9 6 6 6-6"/>' },
  /** Points to the inline end (right in English); the stylesheet mirrors it on right-to-left pages. */
  'chevron-end': { body: '<path d="m9 6 6 6-6 6"/>' },
  'back-to-top': { body: '<path d="M12 19V5M5 12l7-7 7 7"/>', stroke: 2.5, round: false },
  // Carousels: the chevrons point "forward" in the reading direction; the CSS mirrors them in Arabic.
  'carousel-next': { body: '<path d="m9.5 6 6 6-6 6"/>', stroke: 2.25 },
  'carousel-prev': { body: '<path d="m14.5 6-6 6 6 6"/>', stroke: 2.25 },
  'carousel-pause': { body: '<path d="M9 6v12M15 6v12"/>', stroke: 2.25 },
  'carousel-play': { body: '<path d="M8 5.5v13l10.5-6.5z" fill="currentColor"/>', stroke: 2.25 },
  // The home slider's videos.
  play: { body: '<path d="M8 5.5v13l10.5-6.5z" fill="currentColor"/>' },
  pause: { body: '<path d="M9 6v12M15 6v12"/>' },
  'sound-off': { body: '<path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor"/><path d="m16 9.5 5 5m0-5-5 5"/>' },
  'sound-on': { body: '<path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor"/><path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"/>' },
  // The governor's word statistics: wilayats (a map pin), area (a frame), year (a calendar), heritage sites (a monument).
  'stat-pin': { body: '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"/>' },
  'stat-area': { body: '<path d="M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M8 8h8v8H8z"/>' },
  'stat-year': { body: '<path d="M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4M8 14h3"/>' },
  'stat-site': { body: '<path d="M3 20h18M5 20V10M9.5 20V10M14.5 20V10M19 20V10M3 10h18L12 4z"/>' },
  // The accessibility panel. The international accessibility symbol: a figure with open arms inside a circle.
  accessibility: {
    body: '<circle cx="12" cy="12" r="10"/><circle cx="12" cy="7" r="1.3" fill="currentColor" stroke="none"/><path d="M7 9.5l5 1 5-1M12 10.5v3.5M12 14l-2.5 4.5M12 14l2.5 4.5"/>',
  },
  speaker: { body: '<path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11"/>' },
  contrast: { body: '<circle cx="12" cy="12" r="9"/><path d="M12 3a9 9 0 010 18z" fill="currentColor"/>' },
  'text-size': { body: '<path d="M3 19l5-13 5 13M4.8 14.5h6.4M14 19l3.5-9 3.5 9M15.2 16h4.6"/>' },
  // A date (news and event pages).
  calendar: { body: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>', round: false },
  // The six networks' marks, simple line drawings recognisable at 24px.
  x: { body: '<path d="M4.5 4h4.2l10.8 16h-4.2Z" fill="currentColor" stroke="none"/><path d="m19 4-5.8 6.7M10.8 13.3 5 20"/>', stroke: 1.8 },
  youtube: { body: '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.2v5.6l4.8-2.8Z" fill="currentColor"/>', stroke: 1.8 },
  instagram: {
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="5"/><circle cx="12" cy="12" r="3.8"/><circle cx="17" cy="7" r="0.9" fill="currentColor" stroke="none"/>',
    stroke: 1.8,
  },
  linkedin: {
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="3"/><path d="M8.3 10.8V16.5M12 16.5v-5.7M12 13.4c0-1.6 1.1-2.6 2.5-2.6s2.3 1 2.3 2.6v3.1"/><circle cx="8.3" cy="7.9" r="1" fill="currentColor" stroke="none"/>',
    stroke: 1.8,
  },
  tiktok: { body: '<path d="M13.5 3.5v11.2a3.6 3.6 0 1 1-3.6-3.6M13.5 3.5c.4 2.7 2.3 4.5 5 4.7"/>', stroke: 1.8 },
  snapchat: {
    body: '<path d="M12 3.8c-2.9 0-4.8 2.1-4.8 5v2l-1.7.6c.5 1 1.6 1.6 1.6 1.6-.7 1.5-1.9 2.6-3.2 3 .7.7 1.8.9 2.6 1 .2.9.6 1.5 1.5 1.4 1.3-.1 2.3 1.1 4 1.1s2.7-1.2 4-1.1c.9.1 1.3-.5 1.5-1.4.8-.1 1.9-.3 2.6-1-1.3-.4-2.5-1.5-3.2-3 0 0 1.1-.6 1.6-1.6l-1.7-.6v-2c0-2.9-1.9-5-4.8-5Z"/>',
    stroke: 1.8,
  },
} satisfies Record<string, IconShape>

export type IconName = keyof typeof ICONS

/** The sprite file's text: one `<symbol>` per icon, its line style on a group so the shapes inherit it. */
export function spriteOf(icons: Record<string, IconShape>): string {
  const symbols = Object.entries(icons).map(([name, { body, stroke = 2, round = true }]) => {
    const caps = round ? ' stroke-linecap="round" stroke-linejoin="round"' : ''
    return `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="${stroke}"${caps}>${body}</g></symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
