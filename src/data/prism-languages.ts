/**
 * Prism's extra languages, registered when first used instead of when the site starts. Loading a
 * language runs its grammar and, for most, `insertBefore`, which walks every grammar already
 * registered; for the ten languages we add that was about a tenth of a second of a phone's main
 * thread on every page, though most pages show bash at most.
 */

/** The names each Prism component registers: its own and its aliases. */
export const LANGUAGE_NAMES: Record<string, string[]> = {
  bash: ['bash', 'sh', 'shell'],
  csharp: ['csharp', 'cs', 'dotnet'],
  docker: ['docker', 'dockerfile'],
  ruby: ['ruby', 'rb'],
};

type Languages = Record<string, unknown>;

/**
 * Defines each language (and alias) on `languages` as a getter that loads it on first read.
 * The getters are not enumerable, so Prism's own walks over its grammars (`insertBefore`, `DFS`)
 * do not trigger them; a language that is already there is left alone.
 */
export function registerLazily(
  languages: Languages,
  additional: readonly string[],
  load: (language: string) => void,
): void {
  for (const language of additional) {
    const names = LANGUAGE_NAMES[language] ?? [language];
    const loadNow = () => {
      for (const name of names) {
        if (Object.getOwnPropertyDescriptor(languages, name)?.get) delete languages[name];
      }
      load(language);
    };
    for (const name of names) {
      if (name in languages) continue;
      Object.defineProperty(languages, name, {
        configurable: true,
        enumerable: false,
        get() {
          loadNow();
          return Object.getOwnPropertyDescriptor(languages, name)?.get ? undefined : languages[name];
        },
      });
    }
  }
}

/**
 * Loads one of Prism's components into `prism`. The components extend the Prism on the global
 * object, so ours is lent to it while the component runs.
 */
export function loadComponent(prism: unknown, language: string): void {
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = prism;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism components are scripts, loaded when needed
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    // The theme's ContextReplacementPlugin keeps only the configured languages in this context.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Prism components are scripts, loaded when needed
    require(`prismjs/components/prism-${language}`);
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
}
