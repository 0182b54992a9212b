/**
 * Stands in for `@docusaurus/ComponentCreator` in the browser bundle (see index.ts): the route
 * table calls it once per route, 1,200 times, while main.js is evaluated; each call built a
 * react-loadable component. Now each call returns a small wrapper and the loadable component is
 * built when its route is first rendered or preloaded.
 */
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyComponentCreator} from './lazy';

export default lazyComponentCreator(ComponentCreator);
