/**
 * The banner's only JavaScript: an inline script right after the banner's markup (in the HTML only, hashed by the
 * strict script policy like the accessibility preferences script, ADR 0016), run by the parser before the page is
 * painted. It hides the alerts this visitor dismissed (remembered in localStorage by id and last change, so an alert
 * that changes comes back), hides any alert whose end has passed (a page kept by a cache a little too long), shows
 * the dismiss buttons (useless without JavaScript, so hidden in the HTML), and hides the banner when nothing is left.
 * Plain ES5, well under 1 KB; any failure (storage blocked) leaves every alert shown.
 */
export const DISMISSED_KEY = 'dhofar-alerts-dismissed'
export const BANNER_ID = 'site-alerts'

export function dismissScriptSource(): string {
  return [
    '(function(){try{',
    `var r=document.getElementById(${JSON.stringify(BANNER_ID)}),s=localStorage,k=${JSON.stringify(DISMISSED_KEY)},`,
    "d=JSON.parse(s.getItem(k)||'[]'),w=r.firstChild,l=w.querySelectorAll('[data-alert]'),b=w.querySelectorAll('[data-dismiss]'),n=Date.now(),i,e;",
    'function u(){for(var v=0,j=0;j<l.length;j++)l[j].hidden||v++;w.hidden=!v}',
    "for(i=0;i<l.length;i++){e=l[i];if(d.indexOf(e.getAttribute('data-alert'))>=0||Date.parse(e.getAttribute('data-expires'))<=n)e.hidden=!0}",
    'for(i=0;i<b.length;i++)b[i].hidden=!1;u();',
    "w.addEventListener('click',function(v){var t=v.target.closest&&v.target.closest('[data-dismiss]');if(!t)return;",
    "e=t.closest('[data-alert]');e.hidden=!0;d.push(e.getAttribute('data-alert'));s.setItem(k,JSON.stringify(d.slice(-50)));u();",
    "t=w.hidden?document.getElementById('main'):w.querySelector('[data-alert]:not([hidden]) button,[data-all]');if(t){w.hidden&&(t.tabIndex=-1);t.focus()}})",
    '}catch(x){}})();',
  ].join('')
}
