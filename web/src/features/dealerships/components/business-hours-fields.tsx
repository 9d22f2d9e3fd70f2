import { type BusinessHours, WEEKDAYS } from '@lead-manager/contracts/dealerships';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatWeekday } from '@/lib/format-time';

const dayLabel = (day: (typeof WEEKDAYS)[number]) => formatWeekday(WEEKDAYS.indexOf(day));
/** The week as a store reads it: Monday first. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]] as const;
const OPENED = { open: '09:00', close: '18:00' };

type DayErrors = Partial<Record<string, { open?: { message?: string }; close?: { message?: string } }>>;

/** One row per weekday: open or closed, and the opening and closing times in the store's zone. */
export function BusinessHoursFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: BusinessHours;
  onChange: (hours: BusinessHours) => void;
  errors?: DayErrors;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="divide-y">
      {WEEK.map((day) => {
        const hours = value[day];
        const set = (next: BusinessHours[typeof day]) => onChange({ ...value, [day]: next });
        const error = errors?.[day]?.close?.message ?? errors?.[day]?.open?.message;
        return (
          <div key={day} className="grid grid-cols-[7rem_auto_1fr] items-center gap-3 py-2" data-day={day}>
            <Label htmlFor={`hours-${day}-open`}>{dayLabel(day)}</Label>
            <Switch
              aria-label={t('dealerships.businessHoursFields.dayOpen', { day: dayLabel(day) })}
              checked={hours !== null}
              disabled={disabled}
              onCheckedChange={(open) => set(open ? OPENED : null)}
            />
            {hours ? (
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  id={`hours-${day}-open`}
                  type="time"
                  className="w-32"
                  aria-label={t('dealerships.businessHoursFields.dayOpens', { day: dayLabel(day) })}
                  value={hours.open}
                  disabled={disabled}
                  onChange={(e) => set({ ...hours, open: e.target.value })}
                />
                <span className="text-sm text-muted-foreground">
                  {t('dealerships.businessHoursFields.to')}
                </span>
                <Input
                  type="time"
                  className="w-32"
                  aria-label={t('dealerships.businessHoursFields.dayCloses', { day: dayLabel(day) })}
                  value={hours.close}
                  disabled={disabled}
                  onChange={(e) => set({ ...hours, close: e.target.value })}
                />
                <FieldError message={error} />
              </div>
            ) : (
              <span className="text-sm text-muted-foreground">
                {t('dealerships.businessHoursFields.closed')}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
