/**
 * "Updated 12 minutes ago" on places' conditions, kept true: the server writes the absolute time in Muscat
 * ("14:05, 7 December 2026", right in a copy a cache kept for hours, and what a visitor without JavaScript reads), and
 * this inline script, written once after the cards (hashed by the strict script policy: src/lib/script-hashes.mjs),
 * rewrites each `<time data-relative>` as the time since, in the page's language (Latin digits in Arabic, ADR 0018),
 * and again every 30 s, so a page left open or opened from the phone's saved copy says "2 hours ago" when it is.
 * The absolute time stays in the element's `title` (written by the server) and `datetime`. After a day the absolute text is left: "3 days
 * ago" says less than a date. Plain ES5, no file, under 1 KB; a browser without `Intl.RelativeTimeFormat` keeps the
 * absolute time. One timer per document, however often the script appears.
 */
export const RELATIVE_TIME_SCRIPT_ID = 'relative-times'

export function relativeTimeScriptSource(): string {
  return [
    '(function(w){if(w.__dhofarRelative||!w.Intl||!Intl.RelativeTimeFormat)return;w.__dhofarRelative=1;',
    "var d=document,f=new Intl.RelativeTimeFormat(d.documentElement.lang==='ar'?'ar-u-nu-latn':'en',{numeric:'auto'});",
    'function u(){var l=d.querySelectorAll("time[data-relative]"),n=Date.now(),i,e,m;',
    "for(i=0;i<l.length;i++){e=l[i];m=Math.round((n-Date.parse(e.getAttribute('datetime')))/60000);",
    'if(!(m>=0&&m<1440))continue;',
    "e.textContent=m<60?f.format(-m,'minute'):f.format(-Math.floor(m/60),'hour')}}",
    'u();setInterval(u,30000)})(window);',
  ].join('')
}
