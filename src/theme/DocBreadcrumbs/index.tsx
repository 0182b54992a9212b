/**
 * Theme override (wrap): puts the "Copy page as Markdown" action beside the breadcrumbs of every
 * doc page, where readers look for page-level actions.
 */
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props) {
  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem'}}>
      <DocBreadcrumbs {...props} />
      <CopyPageMarkdown />
    </div>
  );
}
