/**
 * Theme override (wrap): the spec's footer carries the product claims, the social links and
 * the "Made in ..." line above the copyright. The theme has no slot for them, so we add them here
 * and keep the original copyright rendering.
 */
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {footerClaims, footerMadeIn, socialLinks} from '@site/src/data/footer';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props) {
  return (
    <div className={styles.footerBottom}>
      <div className={styles.claims}>
        {footerClaims.map((claim) => (
          <p key={claim}>{claim}</p>
        ))}
      </div>
      <ul className={styles.social} aria-label="Unleash elsewhere">
        {socialLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} title={link.kind}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.madeIn}>{footerMadeIn}</p>
      <Copyright {...props} />
    </div>
  );
}
