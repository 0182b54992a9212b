/**
 * The classic theme's language registration, made lazy (src/data/prism-languages.ts): each
 * language of `prism.additionalLanguages` loads the first time a code block asks for it.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Prism as PrismType} from 'prism-react-renderer';
import {loadComponent, registerLazily} from '@site/src/data/prism-languages';

type PrismConfig = {additionalLanguages: string[]};

export default function prismIncludeLanguages(prism: typeof PrismType): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
  registerLazily(prism.languages, additionalLanguages, (language) => loadComponent(prism, language));
}
