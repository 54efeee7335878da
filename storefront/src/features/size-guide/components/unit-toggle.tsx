import { SIZE_UNITS, type SizeUnit } from '@russ/schema/catalog/size-charts';
import { SegmentedToggle } from './segmented-toggle';

/** How each unit is named on the toggle and in the table headers. */
export const UNIT_LABELS: Record<SizeUnit, string> = { cm: 'cm', inches: 'tommer' };

/** The size guide's unit switch: cm (default) or inches. */
export function UnitToggle({ unit, onChange }: { unit: SizeUnit; onChange: (unit: SizeUnit) => void }) {
  return (
    <SegmentedToggle
      label="Enhet"
      options={SIZE_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
      value={unit}
      onChange={onChange}
    />
  );
}
