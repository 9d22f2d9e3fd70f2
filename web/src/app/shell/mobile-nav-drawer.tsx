import type { Me } from '@lead-manager/contracts/users';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { FloorSwitch } from '@/features/lead-assignment/components/floor-switch';
import { SidebarContent } from './sidebar';

/** The navigation as a drawer on phones (the header's menu button); loaded on first open. */
export default function MobileNavDrawer({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby="drawer-description">
        <SheetTitle className="sr-only">{t('shell.appShell.navigation')}</SheetTitle>
        <SheetDescription id="drawer-description" className="sr-only">
          {t('shell.appShell.chooseADealershipAndA')}
        </SheetDescription>
        <SidebarContent me={me} onNavigate={() => onOpenChange(false)}>
          <FloorSwitch place="menu" />
        </SidebarContent>
      </SheetContent>
    </Sheet>
  );
}
