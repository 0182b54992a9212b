/**
 * Theme override (wrap): in the phone drawer, tapping a category that has a page of its own
 * ("Reference", "How-to guides") closed the drawer while the page loaded, so the reader never saw
 * the category's contents. The drawer now stays open: the tap opens the category's page behind it
 * and expands the category, and the reader picks a child or closes the drawer. Links still close
 * it. The desktop sidebar passes no click handler and is unchanged.
 */
import DocSidebarItemCategory from '@theme-original/DocSidebarItem/Category';
import type DocSidebarItemCategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarItemCategoryType>;

export default function DocSidebarItemCategoryWrapper({onItemClick, ...props}: Props) {
  const keepDrawerOpen: Props['onItemClick'] = onItemClick
    ? (item) => {
        if (item.type === 'category' && item.href) return;
        onItemClick(item);
      }
    : undefined;
  // Children receive this handler too: their links still reach the drawer's own handler.
  return <DocSidebarItemCategory {...props} onItemClick={keepDrawerOpen} />;
}
