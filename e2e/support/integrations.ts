import path from 'node:path';
import type {BrowserContext, Route} from 'playwright-core';

/** Where scripts/test.sh builds the site with every third party switched on, and with which ids. */
export const INTEGRATIONS_DIR = path.resolve(__dirname, '../../build-integrations');

export const INTEGRATIONS_ENV = {
  GTAG_TRACKING_ID: 'G-TEST000001',
  GTM_CONTAINER_ID: 'GTM-TEST001',
  MARKETING_SCRIPT_SRC: 'https://marketing.example.com/script.js',
  MARKETING_CLIENT_ID: 'test-client-id',
  ASK_AI_WIDGET_SRC: 'https://widget.example.com/ask-ai.js',
  ASK_AI_WIDGET_ID: 'test-widget-id',
  DOCSEARCH_APP_ID: 'TESTAPPID',
  DOCSEARCH_API_KEY: 'test-search-key',
  DOCSEARCH_INDEX_NAME: 'unleash-test',
} as const;

/**
 * A gtag.js stand-in: like the real one, it turns the `config` call (which sends the first page
 * view) and each `page_view` event into a collect request.
 */
const GTAG_STUB = `(function () {
  var send = function (args) {
    if (args[0] === 'config' || (args[0] === 'event' && args[1] === 'page_view')) {
      navigator.sendBeacon('https://www.google-analytics.com/g/collect?en=page_view&dl=' + encodeURIComponent(location.href));
    }
  };
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.forEach(send);
  var push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = function (args) { send(args); return push(args); };
})();`;
const WIDGET_STUB = `window.Kapa = {open: function () { document.documentElement.dataset.askAiWidget = 'open'; }};`;

export type Intercepted = {url: string; at: number};

/**
 * Answers every request to another host with a stub, so nothing leaves the machine and what reaches
 * here has passed the policy: gtag.js and the AI widget by stand-ins, hosted search by an empty
 * result, anything else by an empty 204.
 */
export async function interceptOtherHosts(context: BrowserContext): Promise<Intercepted[]> {
  const seen: Intercepted[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route: Route) => {
    const url = route.request().url();
    seen.push({url, at: Date.now()});
    if (url.includes('googletagmanager.com/gtag/js'))
      return route.fulfill({contentType: 'text/javascript', body: GTAG_STUB});
    if (url.startsWith(INTEGRATIONS_ENV.ASK_AI_WIDGET_SRC))
      return route.fulfill({contentType: 'text/javascript', body: WIDGET_STUB});
    if (url.includes('algolia'))
      return route.fulfill({
        contentType: 'application/json',
        body: '{"results":[{"hits":[],"nbHits":0,"page":0,"nbPages":0,"hitsPerPage":20,"query":""}]}',
      });
    return route.fulfill({status: 204, body: ''});
  });
  return seen;
}
