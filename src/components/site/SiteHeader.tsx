/**
 * The site header: the emblem and site name linking home, the CMS header menu, the language switch and the
 * search. A server component reading cached, tagged globals (static pages stay static, ADR 0003); only the menu,
 * the drawer, the language switch and the search dialog are client islands. The menu's items cross to the browser
 * once (MenuItemsProvider), shared by the bar and the drawer. The bar never takes a second line: the items it has no
 * room for go to its "More" (menu-fit.ts writes which, for every width, as container queries).
 */
import { getTranslations } from 'next-intl/server'

import { getGlobal } from '@/page-data/queries'
import { Link } from '@/i18n/Link'
import type { Locale } from '@/i18n/locales'

import { LanguageSwitch } from './LanguageSwitch'
import { Logo } from './Logo'
import { MenuItemsProvider } from './MenuItems'
import { packMenu, toMenuItems } from './menu'
import { menuFitCss } from './menu-fit'
import { MobileNav } from './MobileNav'
import { NavMenu } from './NavMenu'
import { SearchModal } from './SearchModal'
import styles from './SiteHeader.module.css'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [header, settings, t] = await Promise.all([
    getGlobal('header', locale),
    getGlobal('settings', locale),
    getTranslations({ locale, namespace: 'Nav' }),
  ])
  const items = toMenuItems(header.items)
  const siteName = settings.siteName || t('siteNameFallback')
  // Which items the bar has room for at each width, as container queries (menu-fit.ts): in the HTML, so no shift.
  const fitCss = menuFitCss(
    items.map((item) => ({ title: item.title, hasChildren: item.children.length > 0 })),
    t('more'),
  )

  return (
    <header className={styles.header}>
      <MenuItemsProvider items={packMenu(items)}>
        <div className={styles.bar}>
          <Link href="/" className={styles.brand}>
            <Logo />
            <span className={styles.name}>{siteName}</span>
          </Link>
          {items.length > 0 ? (
            <div className={styles.nav} data-site-nav="">
              <style>{fitCss}</style>
              <NavMenu label={t('label')} variant="bar" moreLabel={t('more')} />
            </div>
          ) : null}
          <div className={styles.tools}>
            <LanguageSwitch />
            <SearchModal />
            {items.length > 0 ? <MobileNav /> : null}
          </div>
        </div>
      </MenuItemsProvider>
    </header>
  )
}
