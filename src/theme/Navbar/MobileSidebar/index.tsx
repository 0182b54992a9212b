/**
 * The mobile drawer, mounted when a reader reaches for it instead of right after hydration. On a
 * phone the theme mounts the whole drawer (primary menu and a second copy of the docs sidebar,
 * several hundred components on our larger sidebars) as soon as the page hydrates, although it
 * stays closed on almost every visit. Here it mounts on the first pointer press on, focus of or
 * key press in the menu button, which comes just before the click that opens it, so the drawer
 * still slides in; when something opens it directly, it mounts open.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
export const DRAWER_TOGGLE_SELECTOR = '.navbar__toggle';

const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(DRAWER_TOGGLE_SELECTOR)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted, shouldRender]);
  return wanted || shown ? <NavbarMobileSidebar /> : null;
}
