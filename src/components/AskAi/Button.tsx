import clsx from 'clsx';
import {requestAskAi} from './opener';
import styles from './styles.module.css';

type Props = {
  /** Where the button sits: the desktop navbar, the phone drawer's menu or a doc page's header. */
  placement: 'navbar' | 'drawer' | 'article';
};

/**
 * An "ASK AI" button. Each sits in the page's flow (the spec's floating button covered the
 * back-to-top button, table-of-contents entries, code and the phone's drawer): in the desktop
 * navbar, in the phone drawer's menu, and in the header of a doc page on a phone.
 */
export default function AskAiButton({placement}: Props) {
  const button = (
    <button
      type="button"
      className={clsx(styles.button, styles[placement], placement === 'drawer' && 'menu__link')}
      aria-haspopup="dialog"
      onClick={(event) => requestAskAi(event.currentTarget)}
    >
      ASK AI
    </button>
  );
  return placement === 'drawer' ? <li className="menu__list-item">{button}</li> : button;
}
