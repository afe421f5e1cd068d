'use client'
/**
 * Leaflet's zoom buttons with their names in the page's language (Leaflet's own are English: "Zoom in"), at the
 * map's top corner on the side the page's text starts from.
 */
import { useLocale, useTranslations } from 'next-intl'
import { ZoomControl } from 'react-leaflet'

export function ZoomButtons() {
  const t = useTranslations('Map')
  const rtl = useLocale() === 'ar'
  return <ZoomControl position={rtl ? 'topright' : 'topleft'} zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
}
