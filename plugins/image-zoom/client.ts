/**
 * Client module of the image zoom. medium-zoom (3 KB gzip) loads only on a page that has an
 * image to zoom, in idle time after the page has rendered, instead of with every page's
 * main.js; after a client-side navigation the zoom is attached again to the new page's images.
 * The overlay follows the colour mode.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Zoom} from 'medium-zoom';
import {DEFAULT_SELECTOR, zoomBackground, type ZoomConfig} from './options';

const zoomConfig = (siteConfig.themeConfig as {zoom?: ZoomConfig}).zoom;
const selector = zoomConfig?.selector ?? DEFAULT_SELECTOR;
let zoom: Zoom | undefined;
let attempt = 0;

const background = () => zoomBackground(zoomConfig ?? {}, document.documentElement.getAttribute('data-theme'));

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 2000});
  else window.setTimeout(callback, 200);
}

async function attach(current: number): Promise<void> {
  zoom?.detach();
  if (!zoomConfig || document.querySelectorAll(selector).length === 0) return;
  try {
    // The "pure" build with its stylesheet as a file: the default build writes its CSS into a
    // <style> element at run time, which the Content-Security-Policy would have to allow by hash.
    const [{default: mediumZoom}] = await Promise.all([
      import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom/dist/pure'),
      import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom/dist/style.css'),
    ]);
    // A later navigation started while medium-zoom was loading: that one attaches.
    if (current !== attempt) return;
    zoom ??= mediumZoom({...zoomConfig.config, background: background()});
    zoom.attach(selector);
  } catch (error) {
    console.warn('Image zoom is unavailable:', error);
  }
}

if (typeof window !== 'undefined' && zoomConfig) {
  new MutationObserver(() => zoom?.update({background: background()})).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

export function onRouteDidUpdate(): void {
  if (!zoomConfig) return;
  attempt += 1;
  const current = attempt;
  whenIdle(() => void attach(current));
}
