/**
 * "Open now, closes at 17:00" on a place's page, true whenever the page is read: the page is pre-rendered and kept
 * by caches for hours, so the server writes the hours table (what a visitor without JavaScript reads) and an empty,
 * hidden line (its text a placeholder, `suppressHydrationWarning` so that React keeps what the script writes) holding the hours as data (./hours.ts `compactHours`) and its sentences in the page's language; this
 * inline script, written once after it (hashed by the strict script policy: src/lib/script-hashes.mjs), works out
 * "now" in Muscat from the browser's clock with the same rules as ./hours.ts `openState`, fills the line in, shows
 * it, and again every 30 s. Plain ES5, no file, under 2 KB. tests/unit/place-hours.test.ts runs it against
 * `openState` at many moments.
 */
export const OPEN_NOW_SCRIPT_ID = 'open-now'

export function openNowScriptSource(): string {
  return [
    '(function(w){if(w.__dhofarOpenNow)return;w.__dhofarOpenNow=1;var d=document,D=1440;',
    'function p(n){return(n<10?"0":"")+n}',
    'function t(m){m=(m%D+D)%D;return p(Math.floor(m/60))+":"+p(m%60)}',
    'function a(s,n){return new Date(Date.parse(s+"T00:00:00Z")+n*864e5).toISOString().slice(0,10)}',
    'function l(h,s){var i,v,b,r=[],c=h.c||[],x=h.s||[],g=new Date(s+"T00:00:00Z").getUTCDay();',
    'for(i=0;i<c.length;i++)if(c[i][0]<=s&&s<=c[i][1])return r;if(h.a)return[[0,D]];',
    'for(i=0;i<x.length;i++)if(x[i][0]<=s&&s<=x[i][1]&&(!b||Date.parse(x[i][1])-Date.parse(x[i][0])<Date.parse(b[1])-Date.parse(b[0])))b=x[i];',
    'v=b?b[2]:h.w||[];for(i=0;i<v.length;i++)if(v[i][0]===g)r.push([v[i][1],v[i][2]]);return r}',
    'function u(){var e=d.querySelectorAll("[data-open-now]"),j,k,h,o,z,s,m,y,q,c,n,i,r,g;',
    'for(j=0;j<e.length;j++){k=e[j];try{h=JSON.parse(k.getAttribute("data-hours"));o=JSON.parse(k.getAttribute("data-words"))}catch(_){continue}',
    'z=new Date(Date.now()+144e5);s=z.toISOString().slice(0,10);m=z.getUTCHours()*60+z.getUTCMinutes();',
    'y=l(h,s);r=null;g="closed";if(h.a&&y.length){r=o.always;g="open"}else{q=[];c=l(h,a(s,-1));n=null;',
    'for(i=0;i<c.length;i++)if(c[i][1]>D)q.push([c[i][0]-D,c[i][1]-D]);q=q.concat(y);',
    'for(i=0;i<q.length;i++)if(q[i][0]<=m&&m<q[i][1]){n=q[i][1];break}',
    'if(n!==null){for(i=0;i<q.length;i++)if(q[i][0]===n){n=q[i][1];i=-1}r=o.open.replace("{time}",t(n));g="open"}',
    'else{for(i=0;i<y.length;i++)if(y[i][0]>m){r=o.opensToday.replace("{time}",t(y[i][0]));break}',
    'if(!r){c=l(h,a(s,1));r=c.length?o.opensTomorrow.replace("{time}",t(c[0][0])):y.length?o.closedNow:o.closedToday}}}',
    'k.textContent=r;k.setAttribute("data-state",g);k.hidden=false}}',
    'u();setInterval(u,30000)})(window);',
  ].join('')
}
