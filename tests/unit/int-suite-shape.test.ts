/**
 * The integration suite shares one module graph (vitest.config.ts, `isolate: false`): a file there that mocks a module
 * for itself (`vi.mock`) would get the module every earlier file already loaded, and its mock would silently not
 * apply. Such a file must be listed as isolated; `next/cache` is mocked once for all (tests/int/setup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const dir = path.resolve('tests/int')
const isolated = /const ISOLATED = \[([^\]]*)\]/.exec(readFileSync('vitest.config.ts', 'utf8'))?.[1] ?? ''

describe('the shared integration suite', () => {
  it('has no file that mocks a module for itself unless it runs isolated', () => {
    const mocking = readdirSync(dir)
      .filter((file) => file.endsWith('.int.test.ts'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(dir, file), 'utf8')))
      .filter((file) => !isolated.includes(`tests/int/${file}`))
    expect(mocking).toEqual([])
  })
})
