// Types for imported pictures (`import poster from '....jpg'`). Next writes the same reference into next-env.d.ts,
// which is generated and not committed, so a fresh checkout's typecheck needs it here too.
/// <reference types="next/image-types/global" />
