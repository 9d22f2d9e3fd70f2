import {
  LEAD_IMPORT_FIELD_LABELS,
  LEAD_IMPORT_FIELDS,
  type LeadImportField,
  type LeadImportMapping,
} from '@lead-manager/contracts/lead-import';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** Radix Select has no empty value: this one stands for "leave the field empty". */
const SKIP = '__skip__';

/** One select per lead field, offering every column of the file. */
export function ColumnMappingFields({
  headers,
  mapping,
  onChange,
}: {
  headers: string[];
  mapping: LeadImportMapping;
  onChange: (mapping: LeadImportMapping) => void;
}) {
  const { t } = useTranslation();
  // A header named twice, or not at all, cannot be told apart by name: offer each name once.
  const columns = [...new Set(headers.filter((h) => h !== ''))];
  const set = (field: LeadImportField, value: string) =>
    onChange({ ...mapping, [field]: value === SKIP ? undefined : value });

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {LEAD_IMPORT_FIELDS.map((field) => {
        const labelId = `import-map-${field}`;
        return (
          <div key={field} className="space-y-1.5">
            <Label id={labelId}>{LEAD_IMPORT_FIELD_LABELS[field]}</Label>
            <Select value={mapping[field] ?? SKIP} onValueChange={(v) => set(field, v)}>
              <SelectTrigger aria-labelledby={labelId} data-field={field}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={SKIP}>{t('leadImport.columnMappingFields.donTImport')}</SelectItem>
                {columns.map((column) => (
                  <SelectItem key={column} value={column}>
                    {column}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        );
      })}
    </div>
  );
}
