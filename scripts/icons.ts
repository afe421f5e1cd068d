/**
 * Writes the icon sprite public/icons.svg from src/components/ui/Icon/shapes.ts (`npm run icons`); commit it.
 * tests/unit/icons.test.ts fails while the file is not what this writes.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { ICONS, spriteOf } from '../src/components/ui/Icon/shapes'

const file = path.resolve('public/icons.svg')
writeFileSync(file, spriteOf(ICONS))
console.log(`wrote ${file}`)
