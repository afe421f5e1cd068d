import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ICONS, spriteOf } from '@/components/ui/Icon/shapes'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from shapes.ts (run it after changing an icon)', () => {
    expect(readFileSync('public/icons.svg', 'utf8')).toBe(spriteOf(ICONS))
  })

  it('has one symbol per icon, in the 24-unit grid, drawn in currentColor', () => {
    const sprite = spriteOf({ a: { body: '<path d="M1 1h2"/>' }, b: { body: '<circle r="1"/>', stroke: 1.5, round: false } })
    expect(sprite).toContain('<symbol id="a" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M1 1h2"/></g></symbol>')
    expect(sprite).toContain('<symbol id="b" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="1.5"><circle r="1"/></g></symbol>')
  })
})
