/**
 * Theme override (wrap): Docusaurus 3.10 cycles system → light → dark when the site follows the
 * system preference. The spec's toggle switches between light and dark only, so we hand the
 * original the resolved mode and the two-state transition. With nothing stored, the site still
 * follows the system preference (colorMode.respectPrefersColorScheme in the config).
 */
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props) {
  const {colorMode} = useColorMode();
  return <ColorModeToggle {...props} respectPrefersColorScheme={false} value={colorMode} />;
}
