/**
 * Theme override (wrap): puts the "Copy page as Markdown" action beside the breadcrumbs of every
 * doc page, where readers look for page-level actions, and on phones the "ASK AI" button (on a
 * desktop it is in the navbar).
 */
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import AskAiButton from '@site/src/components/AskAi/Button';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props) {
  return (
    <div className={styles.header}>
      <DocBreadcrumbs {...props} />
      <div className={styles.actions}>
        <CopyPageMarkdown />
        <AskAiButton placement="article" />
      </div>
    </div>
  );
}
