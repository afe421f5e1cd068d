/** The seo feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { logoPng, pictureCard, titleCard } from './card'
export { cachedCard } from './card-cache'
export { mapPlacesJsonLd, wilayatJsonLd } from './places'
export { getSitemapOtherChanges, getSitemapPages, getSitemapPlaces } from './queries'
export { sitemapEntries, sitemapXml } from './sitemap'
