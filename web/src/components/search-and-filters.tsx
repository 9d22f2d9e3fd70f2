import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/utils';
import { FiltersButton } from './filters-button';
import { SearchInput } from './search-input';
import { Label } from './ui/label';

/**
 * A list's search box with its filter menus beside it; on a phone the menus fold behind a Filters button. Goes in
 * the list's filter card, which lays the two parts out (a column on phones, a row from `md`).
 */
export function SearchAndFilters({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  active,
  menusClassName,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A filter other than the search is on (the folded button shows a dot). */
  active: boolean;
  /** How the menus sit once shown: a grid on phones, their own layout from `md`. */
  menusClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menus = `${id}-menus`;
  return (
    <>
      <div className="flex flex-1 items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={id}>{label}</Label>
          <SearchInput id={id} placeholder={placeholder} value={value} onValueChange={onValueChange} />
        </div>
        <FiltersButton open={open} onToggle={() => setOpen((o) => !o)} active={active} controls={menus} />
      </div>
      <div id={menus} className={cn(open ? 'grid' : 'hidden', menusClassName)}>
        {children}
      </div>
    </>
  );
}
