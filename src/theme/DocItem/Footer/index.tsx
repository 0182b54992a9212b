/**
 * Theme override (wrap): every doc page ends with the releases its facts were checked against
 * (the `checked` front matter), so a reader knows which version the page describes.
 */
import DocItemFooter from '@theme-original/DocItem/Footer';
import type DocItemFooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import VersionRecord from '@site/src/components/VersionRecord';

type Props = WrapperProps<typeof DocItemFooterType>;

export default function DocItemFooterWrapper(props: Props) {
  return (
    <>
      <VersionRecord />
      <DocItemFooter {...props} />
    </>
  );
}
