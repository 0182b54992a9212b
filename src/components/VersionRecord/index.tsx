import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PRODUCTS} from '@site/src/data/versions';
import {describeAgainst, describeDate, parseVersionRecord} from '@site/src/data/version-record';
import styles from './styles.module.css';

/**
 * "Checked against Unleash 8.2.0 on 26 November 2026": the releases whose behaviour the page
 * describes, from its `checked` front matter. The content check guarantees the record is valid
 * and current; a page without one shows nothing.
 */
export default function VersionRecord() {
  const {frontMatter} = useDoc();
  const {record} = parseVersionRecord((frontMatter as {checked?: unknown}).checked, PRODUCTS);
  if (!record) return null;
  return (
    <p className={styles.record} data-version-record="">
      Checked against {describeAgainst(record, PRODUCTS)} on{' '}
      <time dateTime={record.date}>{describeDate(record.date)}</time>.
    </p>
  );
}
