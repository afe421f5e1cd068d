/** fontverter (a dependency of subset-font, used by the fonts unit test) ships no types. */
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, toFormat: 'woff' | 'woff2' | 'sfnt' | 'truetype', fromFormat?: string): Promise<Uint8Array>
  }
  export default fontverter
}
