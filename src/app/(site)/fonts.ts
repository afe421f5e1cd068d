/** Self-hosted fonts for Latin and Arabic text. Being built in issue 3. */
export const fontClassName = ''
