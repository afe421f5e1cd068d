#!/usr/bin/env node
/** `npm run seed [-- --reset]`: scripts/seed.ts, restarted if its module loading stalls (see lib/run-tsx.mjs). */
import { runTsx } from './lib/run-tsx.mjs'

process.exit(runTsx('scripts/seed.ts', process.argv.slice(2)))
