/**
 * The widths the image optimiser serves (next.config `images`; src/components/ui/Media/imageUrl.ts builds every
 * srcset from them), and the optimiser refuses any other width. Few on purpose: every width is one more
 * `srcset` candidate in the HTML of every picture (about 75 bytes each, seventy pictures on the home page).
 * DEVICE covers phones at their usual density (412 px × 1.75 → 768) up to full-HD screens; SMALL serves pictures of a
 * fixed, small width (logos, thumbnails) at 1x and 2x.
 */
export const DEVICE_WIDTHS = [384, 640, 768, 1080, 1440, 1920]
export const SMALL_WIDTHS = [64, 128, 256]
