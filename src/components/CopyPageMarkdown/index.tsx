import {useState} from 'react';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

const markdownUrlOf = (pathname: string) => (pathname === '/' ? '/index.md' : `${pathname.replace(/\/$/, '')}.md`);

/** "Copy page as Markdown": copies the page's Markdown twin (written by the build) to the clipboard. */
export default function CopyPageMarkdown() {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const markdownUrl = markdownUrlOf(pathname);
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2500);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={() => void copy()}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}
      </button>
      <a className={styles.link} href={markdownUrl} target="_blank" rel="noreferrer">
        View as Markdown
      </a>
    </div>
  );
}
