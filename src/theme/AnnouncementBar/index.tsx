/**
 * Theme override (wrap): fixes the reset of a dismissed announcement. Before hydration an inline
 * script hides the bar with a data attribute on <html> when the previous announcement was
 * dismissed; when the configured id is new, the theme marks the bar active again but never clears
 * that attribute, so the new announcement stayed hidden until the next full page load.
 */
import {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props) {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
