import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar, as sidebars.ts accepts it. */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
