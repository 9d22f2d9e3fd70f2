import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ReportRange } from '../api/get-report';
import { presetLabel, RANGE_PRESETS, type RangePreset } from '../date-range';

/** A preset (today, 7 days, 30 days, this month, last month) or two dates of one's own. */
export function DateRangePicker({
  preset,
  range,
  onPresetChange,
  onRangeChange,
}: {
  preset: RangePreset;
  range: ReportRange;
  onPresetChange: (preset: RangePreset) => void;
  onRangeChange: (range: ReportRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <Label id="report-range-label">{t('reports.dateRangePicker.dateRange')}</Label>
        <Select value={preset} onValueChange={(v) => onPresetChange(v as RangePreset)}>
          <SelectTrigger aria-labelledby="report-range-label" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {RANGE_PRESETS.map((p) => (
              <SelectItem key={p} value={p}>
                {presetLabel(p)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {preset === 'custom' ? (
        <>
          <DateField
            label={t('reports.dateRangePicker.from')}
            value={range.from}
            max={range.to}
            onChange={(from) => onRangeChange({ ...range, from })}
          />
          <DateField
            label={t('reports.dateRangePicker.to')}
            value={range.to}
            min={range.from}
            onChange={(to) => onRangeChange({ ...range, to })}
          />
        </>
      ) : null}
    </div>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const id = `report-${label.toLowerCase()}`;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </div>
  );
}
