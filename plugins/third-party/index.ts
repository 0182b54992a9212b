import type {Plugin} from '@docusaurus/types';
import type {ThirdParty} from '../../src/data/integrations';

/**
 * Injects the developer-marketing analytics script when it is configured. It is added only after
 * the page has loaded and the browser is idle, so it never blocks rendering or hydration.
 * (gtag and the tag manager use Docusaurus' own plugins; the AI widget loads when "ASK AI" is used.)
 */
export default function thirdPartyPlugin(options: ThirdParty): Plugin {
  return {
    name: 'unleash-third-party',
    injectHtmlTags() {
      if (!options.marketing) return {};
      const {src, clientId} = options.marketing;
      const loader = `(function(){function l(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(
        src,
      )};s.setAttribute('data-client-id',${JSON.stringify(clientId)});document.head.appendChild(s);}
window.addEventListener('load',function(){('requestIdleCallback' in window?requestIdleCallback:setTimeout)(l);});})();`;
      return {postBodyTags: [{tagName: 'script', innerHTML: loader}]};
    },
  };
}
