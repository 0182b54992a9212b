/**
 * Theme override (wrap): repeated entries of a table of contents ("Self-check" in every lesson)
 * name their section, so the reader can tell them apart (./disambiguate.ts). Used by the
 * desktop table of contents, the phone's "On this page" and inline tables of contents alike.
 */
import {useMemo} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {disambiguateToc} from './disambiguate';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper({toc, ...props}: Props) {
  const distinct = useMemo(() => disambiguateToc(toc), [toc]);
  return <TOCItems toc={distinct} {...props} />;
}
