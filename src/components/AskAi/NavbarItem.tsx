import AskAiButton from './Button';

/** The navbar item "custom-askAi" (src/data/navbar.ts): in the navbar, or in the phone drawer. */
export default function AskAiNavbarItem({mobile}: {mobile?: boolean}) {
  return <AskAiButton placement={mobile ? 'drawer' : 'navbar'} />;
}
