/**
 * Theme override (wrap): the components every page may use without importing them. One list,
 * so writers have one place to learn them.
 */
import MDXComponents from '@theme-original/MDXComponents';
import {Deprecated, Experimental} from '@site/src/components/LifecycleNote';

export default {
  ...MDXComponents,
  Experimental,
  Deprecated,
};
