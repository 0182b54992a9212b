/**
 * Client module of the image zoom. Each image of a page's content (`themeConfig.zoom.selector`)
 * becomes a button, reachable with Tab and opened with a click, Enter or Space; the zoomed view
 * (./overlay.ts, loaded on first use) shows it at its natural size and pans. The images are
 * prepared in idle time after each route change; the overlay follows the colour mode.
 */
import siteConfig from '@generated/docusaurus.config';
import {DEFAULT_SELECTOR, zoomBackground, type ZoomConfig} from './options';
import {zoomButtonLabel} from './geometry';

const zoomConfig = (siteConfig.themeConfig as {zoom?: ZoomConfig}).zoom;
const selector = zoomConfig?.selector ?? DEFAULT_SELECTOR;
const PREPARED = 'data-zoomable';

const background = () => zoomBackground(zoomConfig ?? {}, document.documentElement.getAttribute('data-theme'));

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 200);
}

/** Images of the content that zoom: not those inside a link (a click there follows the link). */
function zoomableImage(target: EventTarget | null): HTMLImageElement | null {
  if (!(target instanceof HTMLImageElement) || !target.hasAttribute(PREPARED)) return null;
  return target;
}

function prepare(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (image.hasAttribute(PREPARED) || image.closest('a')) continue;
    image.setAttribute(PREPARED, '');
    image.setAttribute('role', 'button');
    image.setAttribute('tabindex', '0');
    image.setAttribute('aria-label', zoomButtonLabel(image.alt));
    image.setAttribute('aria-haspopup', 'dialog');
  }
}

async function open(image: HTMLImageElement, focus?: {x: number; y: number}): Promise<void> {
  try {
    const {showZoom} = await import(/* webpackChunkName: "image-zoom" */ './overlay');
    showZoom(image, background(), focus);
  } catch (error) {
    console.warn('Image zoom is unavailable:', error);
  }
}

if (typeof window !== 'undefined' && zoomConfig) {
  document.addEventListener('click', (event) => {
    const image = zoomableImage(event.target);
    if (!image) return;
    const box = image.getBoundingClientRect();
    const focus =
      event.detail > 0 && box.width > 0
        ? {x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height}
        : undefined;
    void open(image, focus);
  });
  document.addEventListener('keydown', (event) => {
    const image = zoomableImage(event.target);
    if (!image || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    void open(image);
  });
}

export function onRouteDidUpdate(): void {
  if (!zoomConfig) return;
  whenIdle(prepare);
}
