import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';

type ExperimentalProps = {
  /** The flag that turns the feature on, as the product names it (`regexConstraintOperator`). */
  flag: string;
  /** The environment variable the server reads for that flag; the content check keeps it true. */
  env?: string;
  /** Which product defines the flag; "unleash" (the server) unless said otherwise. */
  product?: string;
  children?: ReactNode;
};

/**
 * The shared "Experimental" note: says the feature is off by default and names the flag that turns
 * it on, so readers recognise experimental features the same way on every page.
 */
export function Experimental({flag, env, product = 'unleash', children}: ExperimentalProps) {
  return (
    <Admonition type="caution" title="Experimental">
      <p>
        This feature is experimental: off by default, and it may change or go away in a later release.{' '}
        {product === 'unleash' ? (
          <>
            Turn it on with the flag <code>{flag}</code>
            {env ? (
              <>
                : start the server with <code>{env}=true</code>, or set <code>experimental.flags.{flag}</code> to{' '}
                <code>true</code> in its options
              </>
            ) : (
              <>
                {' '}
                in the server options (<code>experimental.flags.{flag}</code>)
              </>
            )}
            .
          </>
        ) : (
          <>
            Turn it on with <code>{flag}</code>.
          </>
        )}
      </p>
      {children}
    </Admonition>
  );
}

type DeprecatedProps = {
  /** Product and version that deprecated the feature: "Unleash 6.0", "Unleash Edge 20.0". */
  since: string;
  /** What to use instead, and how to move; the content check requires it. */
  children: ReactNode;
};

/** The shared "Deprecated" note: since when, and what replaces the feature. */
export function Deprecated({since, children}: DeprecatedProps) {
  return (
    <Admonition type="warning" title={`Deprecated since ${since}`}>
      {children}
    </Admonition>
  );
}
