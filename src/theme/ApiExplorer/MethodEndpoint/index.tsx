/**
 * Replaces the OpenAPI theme's MethodEndpoint, which reads the chosen server from the request
 * panel's Redux store: on our static pages there is no store until a reader opens the panel.
 * It prints the method and path, with a method colour that keeps WCAG AA contrast.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {method: string; path: string; context?: string};

export default function MethodEndpoint({method, path}: Props): ReactNode {
  const verb = method.toLowerCase();
  return (
    <div className={clsx('openapi__method-endpoint', styles.endpoint)}>
      <span className={clsx(styles.method, styles[verb])}>{verb.toUpperCase()}</span>
      <code className={styles.path}>{path}</code>
    </div>
  );
}
