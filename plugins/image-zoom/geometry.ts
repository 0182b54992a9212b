/**
 * The zoomed image's size and first scroll position, and its names. Pure, for unit tests.
 */
export type Size = {width: number; height: number};

/**
 * An image zooms to its natural size (the pixels of the file), so a 1,280 px screenshot is shown
 * at 1,280 px even on a 390 px phone, and the reader pans over it. An image already shown at its
 * natural size or larger keeps its shown size. A natural size of 0 (an SVG without one) falls
 * back to the size given in the markup, then to the shown size.
 */
export function zoomedSize(natural: Size, declared: Partial<Size>, shown: Size): Size {
  const source =
    natural.width > 0 && natural.height > 0
      ? natural
      : declared.width && declared.height
        ? {width: declared.width, height: declared.height}
        : shown;
  return source.width >= shown.width ? source : shown;
}

/**
 * Where the zoomed image starts, scrolled in its frame: the point the reader clicked or tapped
 * (as a fraction of the shown image, 0.5 for a keyboard) ends up in the middle of the frame.
 */
export function initialScroll(zoomed: Size, frame: Size, focus: {x: number; y: number}): {left: number; top: number} {
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), Math.max(max, 0)));
  return {
    left: clamp(zoomed.width * focus.x - frame.width / 2, zoomed.width - frame.width),
    top: clamp(zoomed.height * focus.y - frame.height / 2, zoomed.height - frame.height),
  };
}

/** The name of a zoomable image as a button: what it does, then what it shows. */
export function zoomButtonLabel(alt: string): string {
  const text = alt.trim();
  return text ? `Enlarge image: ${text}` : 'Enlarge image';
}
