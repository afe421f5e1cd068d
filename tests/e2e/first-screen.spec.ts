/**
 * Every template of the public site, in both languages, on a phone: the largest paint is not a lazily loaded picture
 * (the first card of a list, a page's cover and the slider's poster load at once, with high priority).
 */
import { allPaths } from '../../bench/lighthouse/templates'

import { expectLargestPaintNotLazy, test } from './fixtures'

test('on a phone, no template waits for a lazy picture to paint its largest element @phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project measures the phone screen')
  for (const path of allPaths()) {
    await page.goto(path)
    await expectLargestPaintNotLazy(page)
  }
})
