/**
 * Debian Chromium for the bench, started by chrome-launcher so that its pid is known and it can
 * be stopped by pid: Lighthouse drives it over its debugging port, and playwright-core attaches
 * to it over CDP for the page-weight measurements.
 */
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../e2e/support/browser';

/** The e2e flags, with the new headless mode Lighthouse needs spelled out. */
export const BENCH_CHROMIUM_FLAGS = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'];

export type RunningChromium = {pid: number; port: number; kill: () => void};

export async function launchChromium(): Promise<RunningChromium> {
  // chrome-launcher is ESM-only; the bench runs as CommonJS under tsx.
  const {launch} = await import('chrome-launcher');
  // handleSIGINT off: the bench's own handler stops everything (nginx, builds), not only browsers.
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: BENCH_CHROMIUM_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  return {pid: chrome.pid, port: chrome.port, kill: () => chrome.kill()};
}
