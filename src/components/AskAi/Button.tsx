import clsx from 'clsx';
import {requestAskAi} from './opener';
import styles from './styles.module.css';

type Props = {
  /**
   * Where the button sits: the desktop navbar, the phone drawer's menu, the phone's sticky "On
   * this page" bar, or a doc page's header (on a phone, for pages without that bar).
   */
  placement: 'navbar' | 'drawer' | 'toc' | 'article';
};

/**
 * An "ASK AI" button. Each sits in the page's flow (the spec's floating button covered the
 * back-to-top button, table-of-contents entries, code and the phone's drawer): in the desktop
 * navbar, in the phone drawer's menu, and on a phone in the sticky "On this page" bar of a doc
 * page (or its header when it has no such bar).
 */
export default function AskAiButton({placement}: Props) {
  const button = (
    <button
      type="button"
      className={clsx(
        styles.button,
        styles[placement],
        placement === 'drawer' && 'menu__link',
        // Global name for src/theme/DocBreadcrumbs/styles.module.css.
        placement === 'article' && 'ask-ai-article',
      )}
      aria-haspopup="dialog"
      onClick={(event) => requestAskAi(event.currentTarget)}
    >
      ASK AI
    </button>
  );
  return placement === 'drawer' ? <li className="menu__list-item">{button}</li> : button;
}
