/**
 * The app's icons: the SVG favicon plus PNGs rendered from it at build
 * (src/integrations/app-icons.ts), because installing browsers and iOS want raster icons of
 * fixed sizes: 192 and 512 for the manifest, a maskable 512 whose artwork stays inside the
 * safe zone (the centre circle of 80%), and the 180 Apple touch icon.
 */
export const THEME_COLOR = '#1f4e79';

export interface AppIcon {
  readonly src: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable';
  /** Share of the side the artwork takes (the rest is theme-coloured padding). */
  readonly scale: number;
  /** A background behind the artwork (iOS paints transparency black; masks crop to a shape). */
  readonly background: string | null;
}

export const APPLE_TOUCH_ICON: AppIcon = {
  src: '/icons/apple-touch-icon.png',
  size: 180,
  purpose: 'any',
  scale: 1,
  background: THEME_COLOR,
};

/**
 * An SVG as a `data:` URL. The page's favicon is written this way (src/layouts/Base.astro): a
 * favicon request of its own (Chromium makes two) raced the stylesheet and scripts on a phone's
 * six connections before the first paint, for a 234-byte file. `encodeURIComponent` leaves no
 * character an attribute or URL parser could take otherwise.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The manifest's raster icons. */
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any', scale: 1, background: null },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any', scale: 1, background: null },
  // The maskable safe zone is a circle of 40% radius: artwork at 80% stays whole under any mask.
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable', scale: 0.8, background: THEME_COLOR },
];

/** The `icons` member of a web app manifest: the SVG for any size, then the PNGs. */
export function manifestIcons(): { src: string; sizes: string; type: string; purpose: string }[] {
  return [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...MANIFEST_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  ];
}
