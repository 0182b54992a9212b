/**
 * The zoomed view of an image, loaded the first time a reader opens one. The image is shown at
 * its natural size (./geometry.ts) in a frame that scrolls both ways: a reader pans with a finger
 * on a phone, with a mouse drag, the wheel or the arrow keys on a desktop. It is a modal dialog:
 * Tab stays in it, Escape, the close button or a click without a drag closes it, and focus goes
 * back to the image. Plain DOM, so that nothing of it is in the page's bundle.
 */
import {initialScroll, zoomedSize} from './geometry';

/** A drag shorter than this is a click, which closes the view. */
const CLICK_SLOP = 6;

export function showZoom(image: HTMLImageElement, background: string, focus = {x: 0.5, y: 0.5}): () => void {
  const shown = image.getBoundingClientRect();
  const size = zoomedSize(
    {width: image.naturalWidth, height: image.naturalHeight},
    {
      width: Number(image.getAttribute('width')) || undefined,
      height: Number(image.getAttribute('height')) || undefined,
    },
    {width: shown.width, height: shown.height},
  );

  const overlay = document.createElement('div');
  overlay.className = 'image-zoom';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', image.alt ? `Enlarged image: ${image.alt}` : 'Enlarged image');
  // Set through the CSS object model, which a strict Content-Security-Policy allows.
  overlay.style.backgroundColor = background;

  const frame = document.createElement('div');
  frame.className = 'image-zoom__frame';
  // Focusable, so the arrow keys pan it.
  frame.tabIndex = 0;

  const zoomed = document.createElement('img');
  zoomed.className = 'image-zoom__image';
  zoomed.src = image.currentSrc || image.src;
  zoomed.alt = image.alt;
  zoomed.width = Math.round(size.width);
  zoomed.height = Math.round(size.height);
  zoomed.draggable = false;
  frame.append(zoomed);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'image-zoom__close';
  close.setAttribute('aria-label', 'Close the enlarged image');
  close.textContent = '×';

  overlay.append(frame, close);
  document.body.append(overlay);
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = 'hidden';
  root.classList.add('image-zoom-open');

  const start = initialScroll(size, {width: frame.clientWidth, height: frame.clientHeight}, focus);
  frame.scrollLeft = start.left;
  frame.scrollTop = start.top;
  frame.focus({preventScroll: true});

  let drag: {x: number; y: number; left: number; top: number; moved: boolean} | null = null;
  const onPointerDown = (event: PointerEvent) => {
    // Touch pans natively; a mouse or pen drags.
    if (event.pointerType === 'touch' || event.target === close) return;
    drag = {x: event.clientX, y: event.clientY, left: frame.scrollLeft, top: frame.scrollTop, moved: false};
    frame.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > CLICK_SLOP) drag.moved = true;
    frame.scrollLeft = drag.left - dx;
    frame.scrollTop = drag.top - dy;
  };
  // A touch that pans ends with pointercancel (the browser scrolls), a tap with pointerup.
  const onPointerUp = () => {
    const wasDrag = drag?.moved ?? false;
    drag = null;
    if (!wasDrag) dismiss();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') {
      // Two stops, the frame and the close button: keep Tab between them.
      event.preventDefault();
      (document.activeElement === close ? frame : close).focus();
    }
  };

  frame.addEventListener('pointerdown', onPointerDown);
  frame.addEventListener('pointermove', onPointerMove);
  frame.addEventListener('pointerup', onPointerUp);
  close.addEventListener('click', () => dismiss());
  document.addEventListener('keydown', onKey, true);

  let isOpen = true;
  function dismiss(): void {
    if (!isOpen) return;
    isOpen = false;
    document.removeEventListener('keydown', onKey, true);
    overlay.remove();
    root.style.overflow = previousOverflow;
    root.classList.remove('image-zoom-open');
    if (image.isConnected) image.focus({preventScroll: true});
  }
  return dismiss;
}
