import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type SearchInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'onChange'> & {
  onValueChange: (value: string) => void;
};

/** A search box with the magnifier inside it, as every search field of the app looks. Label it from outside. */
export function SearchInput({ className, onValueChange, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        className={cn('pl-9', className)}
        onChange={(e) => onValueChange(e.target.value)}
        {...props}
      />
    </div>
  );
}
