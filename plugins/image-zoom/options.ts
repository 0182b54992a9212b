/**
 * The `themeConfig.zoom` options of the image zoom (click an image in a page to see it at full
 * size), read by the client module. Pure.
 */
export type ZoomConfig = {
  /** The images that zoom; `.markdown img` (images in page content) by default. */
  selector?: string;
  /** The overlay behind a zoomed image, per colour mode. */
  background?: {light?: string; dark?: string};
};

export const DEFAULT_SELECTOR = '.markdown img';
const DEFAULT_BACKGROUND = {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'};

/** The overlay colour for the colour mode on `<html data-theme>`. */
export function zoomBackground(zoom: ZoomConfig, theme: string | null): string {
  return theme === 'dark'
    ? (zoom.background?.dark ?? DEFAULT_BACKGROUND.dark)
    : (zoom.background?.light ?? DEFAULT_BACKGROUND.light);
}
