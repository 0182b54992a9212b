/**
 * What a horizontally scrolling box tells its reader, from its measurements. Pure, so that the
 * thresholds are unit-tested.
 */
export type ScrollState = {
  /** The content is wider than the box: it scrolls, and it is a focusable, labelled region. */
  overflows: boolean;
  /** There is more to see to the left / to the right (a shadow shows on that side). */
  moreLeft: boolean;
  moreRight: boolean;
};

/** Sub-pixel rounding can leave a box one pixel "wider" than itself. */
const TOLERANCE = 1;

export function scrollStateOf(box: {scrollWidth: number; clientWidth: number; scrollLeft: number}): ScrollState {
  const hidden = box.scrollWidth - box.clientWidth;
  const overflows = hidden > TOLERANCE;
  // scrollLeft is negative in right-to-left layouts; the site is left-to-right, but be safe.
  const left = Math.abs(box.scrollLeft);
  return {
    overflows,
    moreLeft: overflows && left > TOLERANCE,
    moreRight: overflows && left < hidden - TOLERANCE,
  };
}

export function sameScrollState(a: ScrollState, b: ScrollState): boolean {
  return a.overflows === b.overflows && a.moreLeft === b.moreLeft && a.moreRight === b.moreRight;
}

/**
 * The name of a scrolling table or diagram for assistive technology: its caption or the heading
 * above it, plus what it does. `kind` is "Table" or "Diagram".
 */
export function regionLabel(kind: string, context: string | null | undefined): string {
  const name = (context ?? '').replace(/\s+/g, ' ').replace(/#$/, '').trim();
  return name ? `${kind}: ${name} (scrolls sideways)` : `${kind} (scrolls sideways)`;
}
