/**
 * The classic theme's language registration, made lazy (src/data/prism-languages.ts): each
 * language of `prism.additionalLanguages` loads the first time a code block asks for it.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Prism as PrismType} from 'prism-react-renderer';
import {registerLazily} from '@site/src/data/prism-languages';

type PrismConfig = {additionalLanguages: string[]};

export default function prismIncludeLanguages(prism: typeof PrismType): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
  registerLazily(prism.languages, additionalLanguages, (language) => {
    // Prism's components extend the Prism on the global object, so lend it ours while one loads.
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
  });
}
