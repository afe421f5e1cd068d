/**
 * Every template of the public site, each in both languages, and its targets. One list for the
 * Lighthouse benchmark (run.ts) and the byte count (weigh.ts).
 */
export type Template = {
  /** The English path; the Arabic twin is `/ar` + path. */
  path: string
  /** Its route in the build (app directory), for the first-load JavaScript budget (tests/budget). */
  route: string
  /** A text page: performance 100, JavaScript ≤ 130 KB (the others: ≥ 95 and ≤ 180 KB). */
  text: boolean
  /**
   * First-load JavaScript, gzipped KB, as read from the build's manifests (tests/budget): the figure a change may
   * not grow. What the template weighs now plus about 2 KB, so that growth fails, and never more than the
   * target (jsBudget) where that holds (ADR 0012). The text pages' 130 KB cannot hold with 129 KB of framework.
   */
  firstLoadKb: number
  /** Uncompressed HTML, bytes, where a target is set. */
  htmlBudget?: number
  /** Audits allowed to fail without failing the category's 100 (by category id). */
  allowed?: Record<string, string[]>
}

const KB = 1024

export const TEMPLATES: Template[] = [
  { path: '/', route: '/(site)/[locale]/page', firstLoadKb: 157, text: false, htmlBudget: 120 * KB },
  // Every budget lowered 2026-11-27 (ADR 0030: messages compiled at build time; ADR 0031: no next-intl navigation
  // in the browser, Embla fetched when a carousel starts) to what the template weighs now plus about 2 KB.
  { path: '/about', route: '/(site)/[locale]/about/page', firstLoadKb: 154, text: true },
  { path: '/news-list', route: '/(site)/[locale]/news-list/[[...view]]/page', firstLoadKb: 150, text: false },
  { path: '/news-details/khareef-season-preparations-completed', route: '/(site)/[locale]/news-details/[pageUrl]/page', firstLoadKb: 156, text: true, htmlBudget: 70 * KB },
  { path: '/upcoming-events', route: '/(site)/[locale]/upcoming-events/page', firstLoadKb: 155, text: false },
  { path: '/event-details/khareef-dhofar-festival', route: '/(site)/[locale]/event-details/[pageUrl]/page', firstLoadKb: 156, text: false },
  { path: '/season-details/khareef-season', route: '/(site)/[locale]/season-details/[pageUrl]/page', firstLoadKb: 155, text: true },
  { path: '/state-details/Salalah', route: '/(site)/[locale]/state-details/[pageUrl]/page', firstLoadKb: 155, text: true },
  // The map's tiles come from a third-party server the benchmark does not reach: only its console errors may cost.
  { path: '/interactiveMap', route: '/(site)/[locale]/interactiveMap/page', firstLoadKb: 156, text: false, allowed: { 'best-practices': ['errors-in-console'] } },
  // Search results are `noindex` on purpose.
  { path: '/searchresult?q=salalah', route: '/(site)/[locale]/searchresult/page', firstLoadKb: 156, text: false, allowed: { seo: ['is-crawlable'] } },
  { path: '/open-data', route: '/(site)/[locale]/open-data/page', firstLoadKb: 155, text: true },
  { path: '/FAQ', route: '/(site)/[locale]/FAQ/page', firstLoadKb: 151, text: true },
  // A place's page and the places list (ADR 0049): the floor (148.5 KB on 2026-12-07) plus about 2 KB; "open now" is
  // an inline script, not a bundle.
  { path: '/places/wadi-darbat', route: '/(site)/[locale]/places/[key]/page', firstLoadKb: 150, text: true },
  { path: '/places', route: '/(site)/[locale]/places/page', firstLoadKb: 150, text: false },
]

/** `/x` and `/ar/x` for every template (`/` and `/ar` for home). */
export function allPaths(): string[] {
  return TEMPLATES.flatMap((t) => [t.path, t.path === '/' ? '/ar' : `/ar${t.path}`])
}

/** The template a path belongs to (an `/ar` path to its English twin's). */
export function templateOf(path: string): Template | undefined {
  const english = path === '/ar' ? '/' : path.replace(/^\/ar(?=[/?])/, '')
  return TEMPLATES.find((t) => t.path === english)
}

/** Compressed JavaScript budget, bytes (130 KB on the text pages, 180 KB on the others). */
export const jsBudget = (t: Template) => (t.text ? 130 : 180) * KB

/** Each template's route and its first-load budget in bytes (tests/budget, scripts/check-js-budget.ts). */
export function firstLoadBudgets(): Record<string, number> {
  return Object.fromEntries(TEMPLATES.map((t) => [t.route, t.firstLoadKb * KB]))
}
