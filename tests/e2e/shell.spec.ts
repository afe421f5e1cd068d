/**
 * The site shell in both languages: the CMS header menu (disclosure sub-menus by mouse and keyboard), the phone
 * drawer, the language switch (same page, query kept, langID and cookie), the search modal, the footer, the
 * no-JavaScript fallbacks, and axe at desktop and phone widths. Expected labels come from the seed.
 */
import type { Locator, Page } from '@playwright/test'

import { footerMenu, headerMenu } from '../../src/seed/data/menus'
import { social } from '../../src/seed/data/settings'
import { expect, languages, test } from './fixtures'

const text = {
  en: {
    main: 'Main', menu: 'Menu', close: 'Close', search: 'Search', other: 'العربية', links: 'Site links',
    social: (network: string) => `Dhofar Governorate on ${network} (opens in a new tab)`,
    networks: { x: 'X', youtube: 'YouTube', instagram: 'Instagram', linkedin: 'LinkedIn', tiktok: 'TikTok', snapchat: 'Snapchat' },
  },
  ar: {
    main: 'القائمة الرئيسية', menu: 'القائمة', close: 'إغلاق', search: 'بحث', other: 'English', links: 'روابط الموقع',
    social: (network: string) => `محافظة ظفار على ${network} (يُفتح في علامة تبويب جديدة)`,
    networks: { x: 'إكس', youtube: 'يوتيوب', instagram: 'إنستغرام', linkedin: 'لينكد إن', tiktok: 'تيك توك', snapchat: 'سناب شات' },
  },
}
const phone = { width: 390, height: 844 }
const withSubItems = headerMenu.filter((item) => item.subItems?.length)

async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('never reached the target with Tab')
}

const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value

for (const lang of languages) {
  const t = text[lang.code]
  const home = lang.prefix || '/'
  const [first, second] = withSubItems.map((item) => item.title[lang.code])

  test.describe(`shell in ${lang.code}`, () => {
    test('the header shows the CMS menu, in order, marking the current page', async ({ page }) => {
      await page.goto(home)
      const nav = page.getByRole('banner').getByRole('navigation', { name: t.main })
      const entries = nav.locator(':scope > ul > li > :is(a, button):visible')
      await expect(entries).toHaveText(headerMenu.map((item) => item.title[lang.code]))
      await expect(nav.getByRole('link', { name: headerMenu[0].title[lang.code] })).toHaveAttribute('aria-current', 'page')
      for (const item of withSubItems) {
        await expect(nav.getByRole('button', { name: item.title[lang.code], exact: true })).toHaveAttribute('aria-expanded', 'false')
      }
    })

    test('a sub-menu opens and closes by mouse, one at a time', async ({ page }) => {
      await page.goto(home)
      const nav = page.getByRole('banner').getByRole('navigation', { name: t.main })
      const about = nav.getByRole('button', { name: first, exact: true })
      const discover = nav.getByRole('button', { name: second, exact: true })
      await about.click()
      await expect(about).toHaveAttribute('aria-expanded', 'true')
      const list = page.locator(`#${await about.getAttribute('aria-controls')}`)
      await expect(list.getByRole('link')).toHaveText(withSubItems[0].subItems!.map((s) => s.title[lang.code]))
      await discover.click()
      await expect(about).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()
      await expect(discover).toHaveAttribute('aria-expanded', 'true')
      await discover.click()
      await expect(discover).toHaveAttribute('aria-expanded', 'false')
      await about.click()
      await page.locator('main').click({ position: { x: 5, y: 5 } })
      await expect(about).toHaveAttribute('aria-expanded', 'false')
    })

    test('menus work by keyboard alone: Enter, Space, Escape and following a link', async ({ page }) => {
      await page.goto(home)
      const nav = page.getByRole('banner').getByRole('navigation', { name: t.main })
      const about = nav.getByRole('button', { name: first, exact: true })
      await tabTo(page, about)
      await page.keyboard.press('Enter')
      await expect(about).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: withSubItems[0].subItems![0].title[lang.code] })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(about).toHaveAttribute('aria-expanded', 'false')
      await expect(about).toBeFocused()
      await page.keyboard.press('Space')
      await expect(about).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const target = withSubItems[0].subItems![1]
      await expect(nav.getByRole('link', { name: target.title[lang.code] })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${lang.prefix}${target.url}`)
      await expect(about).toHaveAttribute('aria-expanded', 'false')
    })

    test.describe('at a phone width', () => {
      test.use({ viewport: phone })

      test('the drawer opens, keeps focus, navigates and closes with Escape @phone', async ({ page }) => {
        await page.goto(home)
        await expect(page.getByRole('banner').getByRole('navigation', { name: t.main })).toBeHidden()
        const menu = page.getByRole('button', { name: t.menu, exact: true })
        // By keyboard first, then by touch below.
        await tabTo(page, menu)
        await page.keyboard.press('Enter')
        await expect(menu).toHaveAttribute('aria-expanded', 'true')
        const drawer = page.getByRole('dialog', { name: t.menu })
        await expect(drawer).toBeVisible()
        await expect(drawer.getByRole('button', { name: t.close, exact: true })).toBeFocused()
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
        for (let i = 0; i < headerMenu.length + 2; i++) {
          await page.keyboard.press('Shift+Tab')
          await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
        }
        const about = drawer.getByRole('button', { name: first, exact: true })
        await about.focus()
        await page.keyboard.press('Enter')
        await expect(about).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Escape')
        await expect(about).toHaveAttribute('aria-expanded', 'false')
        await expect(drawer).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(menu).toBeFocused()
        await expect(menu).toHaveAttribute('aria-expanded', 'false')
        await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

        await menu.click()
        await drawer.getByRole('button', { name: first, exact: true }).click()
        const target = withSubItems[0].subItems![1]
        await drawer.getByRole('link', { name: target.title[lang.code] }).click()
        await expect(page).toHaveURL(`${lang.prefix}${target.url}`)
        await expect(drawer).toBeHidden()
      })

      test('axe finds nothing on the shell, with the drawer closed and open @phone', async ({ page, axe }) => {
        await page.goto(home)
        await axe(page)
        await page.getByRole('button', { name: t.menu, exact: true }).click()
        await page.getByRole('dialog', { name: t.menu }).getByRole('button', { name: first, exact: true }).click()
        await axe(page)
      })
    })

    test('the language switch keeps the page and query, and remembers the choice', async ({ page }) => {
      const other = languages.find((l) => l.code !== lang.code)!
      const langId = (code: string) => (code === 'ar' ? '1' : '2')
      const storedId = () => page.evaluate(() => localStorage.getItem('langID'))
      await page.goto(`${lang.prefix}/states?from=shell`)
      // A visitor arriving on a page gets its language id stored too.
      await expect.poll(storedId).toBe(langId(lang.code))
      const link = page.getByRole('banner').getByRole('link', { name: t.other, exact: true })
      await expect(link).toHaveAttribute('lang', other.code)
      await expect(link).toHaveAttribute('hreflang', other.code)
      // Always prefixed, so the proxy updates the cookie even when the click is not handled by script.
      await expect(link).toHaveAttribute('href', `/${other.code}/states?from=shell`)
      await link.click()
      await expect(page).toHaveURL(`${other.prefix}/states?from=shell`)
      await expect(page.locator('html')).toHaveAttribute('lang', other.code)
      await expect.poll(() => storedId()).toBe(langId(other.code))
      await expect.poll(() => langCookie(page)).toBe(other.code)

      // And back, from the other language's home page.
      await page.goto(`${other.prefix || '/'}?q=1`)
      await page.getByRole('banner').getByRole('link', { name: text[other.code].other, exact: true }).click()
      await expect(page).toHaveURL(`${home}?q=1`)
      await expect.poll(() => storedId()).toBe(langId(lang.code))
      await expect.poll(() => langCookie(page)).toBe(lang.code)
      // The remembered language decides where an unprefixed address goes.
      await page.goto('/')
      await expect(page).toHaveURL(home)
    })

    test('the search modal trims, ignores an empty term, closes and navigates', async ({ page }) => {
      await page.goto(home)
      const open = page.getByRole('banner').getByRole('button', { name: t.search, exact: true })
      const dialog = page.getByRole('dialog')
      const input = dialog.getByRole('searchbox')
      // Keyboard only: reach the button, open, try an empty term, close with Escape.
      await tabTo(page, open)
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(input).toBeFocused()
      await page.keyboard.type('   ')
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(home)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      await open.click()
      await expect(input).toBeFocused()
      await input.fill('  Salalah  ')
      await dialog.getByRole('button', { name: t.search, exact: true }).click()
      await expect(page).toHaveURL(`${lang.prefix}/searchresult?q=Salalah`)
      await expect(dialog).toBeHidden()
    })

    test('the footer shows the social accounts, the CMS columns and the current year @phone', async ({ page }) => {
      // The year is a client island over a static page: hydration must not complain.
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.goto(home)
      const footer = page.getByRole('contentinfo')
      for (const account of social) {
        const link = footer.getByRole('link', { name: t.social(t.networks[account.network]) })
        await expect(link).toHaveAttribute('href', account.url)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
      const columns = footer.getByRole('navigation', { name: t.links })
      await expect(columns.getByRole('heading')).toHaveText(footerMenu.map((column) => column.title[lang.code]))
      const firstLinks = footerMenu[0].subItems!.map((s) => s.title[lang.code])
      await expect(columns.getByRole('list').first().getByRole('link')).toHaveText(firstLinks)
      const year = new Intl.NumberFormat(lang.code, { useGrouping: false }).format(new Date().getFullYear())
      await expect(footer).toContainText(`© ${year}`)
      expect(errors).toEqual([])
    })

    test('axe finds nothing on the shell at desktop width, menus and search open', async ({ page, axe }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(home)
      await axe(page)
      await page.getByRole('banner').getByRole('button', { name: first, exact: true }).click()
      await axe(page)
      await page.getByRole('banner').getByRole('button', { name: t.search, exact: true }).click()
      await axe(page)
    })
  })

  test.describe(`without JavaScript in ${lang.code}`, () => {
    test.use({ javaScriptEnabled: false, viewport: phone })

    test('links stand in for the scripted controls, and the language link still switches', async ({ page }) => {
      await page.goto(home)
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('button', { name: t.menu })).toBeHidden()
      await expect(banner.getByRole('link', { name: first, exact: true })).toBeVisible()
      await expect(banner.getByRole('link', { name: t.search, exact: true })).toBeVisible()
      const other = languages.find((l) => l.code !== lang.code)!
      await banner.getByRole('link', { name: t.other, exact: true }).click()
      await expect(page).toHaveURL(other.prefix || '/')
      await expect(page.locator('html')).toHaveAttribute('lang', other.code)
      await expect.poll(() => langCookie(page)).toBe(other.code)
    })
  })
}

/**
 * Edges that line up (ADR 0048): on inner pages the breadcrumb and the title start where the logo and the content
 * do, in both languages (the inline start: the left in English, the right in Arabic), at a laptop's width and a
 * phone's. The content's edge is the inline start of the content box of the block under the page's header.
 */
const INNER_PAGES = [
  '/about',
  '/news-list',
  '/news-details/khareef-season-preparations-completed',
  '/upcoming-events',
  '/event-details/khareef-dhofar-festival',
  '/season-details/khareef-season',
  '/state-details/Salalah',
  '/open-data',
  '/FAQ',
  '/Identity',
  '/privacy',
  '/economy/Tourism-Sector',
]

for (const lang of languages) {
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`the breadcrumb, title and content start at the logo's edge at ${size.width} px (${lang.code})`, async ({ page }) => {
      await page.setViewportSize(size)
      const soft = expect.configure({ soft: true })
      for (const path of INNER_PAGES) {
        await page.goto(`${lang.prefix}${path}`)
        await expect(page.locator('#main h1')).toBeVisible()
        const edges = await page.evaluate(() => {
          const rtl = document.documentElement.dir === 'rtl'
          const start = (el: Element | null) => {
            if (!el) return null
            const box = el.getBoundingClientRect()
            const style = getComputedStyle(el)
            return Math.round(rtl ? innerWidth - box.right + parseFloat(style.paddingRight) : box.left + parseFloat(style.paddingLeft))
          }
          const outer = (el: Element | null) => {
            if (!el) return null
            const box = el.getBoundingClientRect()
            return Math.round(rtl ? innerWidth - box.right : box.left)
          }
          const main = document.getElementById('main')!
          return {
            logo: outer(document.querySelector('header:not(main header) a[href="/"], header:not(main header) a[href="/ar"]')),
            breadcrumb: outer(main.querySelector('header nav li')),
            title: outer(main.querySelector('header h1')),
            content: start(main.querySelector(':scope > header + *')),
          }
        })
        // The gutter: 16 px on a phone, 40 px (the 75rem column centred) at 1366 px.
        soft(edges, path).toEqual({ logo: size.width < 600 ? 16 : 123, breadcrumb: edges.logo, title: edges.logo, content: edges.logo })
      }
    })
  }
}
