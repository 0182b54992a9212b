/** The pages the bench measures: one of each page type of our site and their stock counterparts. */
import type {PageWeight} from '../page-weight';
import type {PageTarget, WeightSummary} from './types';

export const PAGE_TARGETS: readonly PageTarget[] = [
  {site: 'ours', label: 'home', path: '/', compareWith: 'home'},
  {site: 'ours', label: 'long reference', path: '/reference/activation-strategies', compareWith: 'doc page'},
  {site: 'ours', label: 'API operation', path: '/reference/api/unleash/create-feature', compareWith: 'doc page'},
  {site: 'ours', label: 'tutorial', path: '/feature-flag-tutorials/react', compareWith: 'doc page'},
  {site: 'ours', label: 'search', path: '/search?q=token', compareWith: 'doc page'},
  {site: 'stock', label: 'home', path: '/'},
  {site: 'stock', label: 'doc page', path: '/docs/intro'},
];

/** The page-weight figures the report keeps (the full resource lists stay out of bench.json). */
export function toWeightSummary(weight: PageWeight): WeightSummary {
  return {
    jsWire: weight.jsWire,
    jsRaw: weight.jsRaw,
    cssWire: weight.cssWire,
    cssRaw: weight.cssRaw,
    requests: weight.requests,
    scripts: weight.scripts.length,
    largestScripts: [...weight.scripts]
      .sort((a, b) => b.wireBytes - a.wireBytes)
      .slice(0, 3)
      .map(({url, wireBytes, rawBytes}) => ({url, wireBytes, rawBytes})),
  };
}
