/**
 * The audit log's filters: Aktor (the staff accounts, searchable), Aksi (the known actions by
 * their Indonesian names), Jenis target and ID target (the ID only with a type), and Tanggal (a
 * range of WIB days: the last 7, 30 or 90 days, a number of days or weeks, or two dates; none is
 * the last 30 days). A choice applies at once; the ID applies on Enter or when the field is left.
 */
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { api } from '@shared/api';
import { addDays, wibToday } from '@shared/domain/audit';
import { AUDIT_ACTION_MSG, AUDIT_SCREEN_MSG, AUDIT_TARGET_MSG, auditActor, auditRangeAria, auditRelativeRange, MSG } from '@shared/messages';
import { auditRangeProblem } from '@shared/validation';
import { useApiQuery } from '@web/api/query';
import { optionOf, selectedOption } from '@web/components/form/options';
import { useEffect, useState } from 'react';

export interface AuditFilter {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  range: DateRangePickerProps.Value | null;
}

export const NO_FILTER: AuditFilter = { actor: '', action: '', targetType: '', targetId: '', range: null };

export const isFiltered = (f: AuditFilter) => f.actor !== '' || f.action !== '' || f.targetType !== '' || f.targetId !== '' || f.range !== null;

const DAYS_OF_UNIT: Partial<Record<DateRangePickerProps.TimeUnit, number>> = { day: 1, week: 7 };

/** The chosen range as the query's WIB days (none: the server's last 30 days). */
export function rangeDays(range: DateRangePickerProps.Value | null, today = wibToday()): { dari?: string; sampai?: string } {
  if (!range) return {};
  if (range.type === 'absolute') return { dari: range.startDate.slice(0, 10), sampai: range.endDate.slice(0, 10) };
  const days = range.amount * (DAYS_OF_UNIT[range.unit] ?? 1);
  return { dari: addDays(today, -(days - 1)), sampai: today };
}

const RELATIVE: DateRangePickerProps.RelativeOption[] = [7, 30, 90].map((amount) => ({
  key: `${amount}d`,
  amount,
  unit: 'day',
  type: 'relative',
}));

const unitLabel = (unit: DateRangePickerProps.TimeUnit) => (unit === 'week' ? AUDIT_SCREEN_MSG.unitWeek : AUDIT_SCREEN_MSG.unitDay);

const RANGE_TEXTS: DateRangePickerProps.I18nStrings = {
  ariaLabel: AUDIT_SCREEN_MSG.rangeAria,
  modeSelectionLabel: AUDIT_SCREEN_MSG.rangeModeLabel,
  relativeModeTitle: AUDIT_SCREEN_MSG.rangeRelative,
  absoluteModeTitle: AUDIT_SCREEN_MSG.rangeAbsolute,
  relativeRangeSelectionHeading: AUDIT_SCREEN_MSG.rangeRelativeHeading,
  cancelButtonLabel: AUDIT_SCREEN_MSG.rangeCancel,
  clearButtonLabel: AUDIT_SCREEN_MSG.rangeClear,
  applyButtonLabel: AUDIT_SCREEN_MSG.rangeApply,
  formatRelativeRange: (v) => auditRelativeRange(v.amount, unitLabel(v.unit)),
  formatUnit: (unit) => unitLabel(unit),
  customRelativeRangeOptionLabel: AUDIT_SCREEN_MSG.rangeCustom,
  customRelativeRangeOptionDescription: AUDIT_SCREEN_MSG.rangeCustomDesc,
  customRelativeRangeDurationLabel: AUDIT_SCREEN_MSG.rangeDuration,
  customRelativeRangeUnitLabel: AUDIT_SCREEN_MSG.rangeUnit,
  startMonthLabel: AUDIT_SCREEN_MSG.rangeStartMonth,
  startDateLabel: AUDIT_SCREEN_MSG.rangeStart,
  endMonthLabel: AUDIT_SCREEN_MSG.rangeEndMonth,
  endDateLabel: AUDIT_SCREEN_MSG.rangeEnd,
  dateConstraintText: AUDIT_SCREEN_MSG.rangeDateConstraint,
  isoDateConstraintText: AUDIT_SCREEN_MSG.rangeDateConstraint,
  slashedDateConstraintText: AUDIT_SCREEN_MSG.rangeDateConstraint,
  errorIconAriaLabel: AUDIT_SCREEN_MSG.rangeError,
  renderSelectedAbsoluteRangeAriaLive: auditRangeAria,
  todayAriaLabel: AUDIT_SCREEN_MSG.rangeToday,
  nextMonthAriaLabel: AUDIT_SCREEN_MSG.rangeNextMonth,
  previousMonthAriaLabel: AUDIT_SCREEN_MSG.rangePreviousMonth,
};

const validRange: DateRangePickerProps.ValidationFunction = (range) => {
  if (range?.type === 'absolute') {
    if (!range.startDate || !range.endDate) return { valid: false, errorMessage: AUDIT_SCREEN_MSG.rangeInvalid };
    const problem = auditRangeProblem(range.startDate.slice(0, 10), range.endDate.slice(0, 10));
    if (problem) return { valid: false, errorMessage: problem };
  }
  return { valid: true };
};

const ACTION_OPTIONS: SelectProps.Option[] = [
  optionOf('', AUDIT_SCREEN_MSG.filterAksiAll),
  ...Object.entries(AUDIT_ACTION_MSG).map(([code, label]) => ({ value: code, label, description: code })),
];
const TARGET_OPTIONS: SelectProps.Option[] = [
  optionOf('', AUDIT_SCREEN_MSG.filterTargetTypeAll),
  ...Object.entries(AUDIT_TARGET_MSG).map(([code, label]) => optionOf(code, label)),
];

export function AuditFilters({ filter, onFilter }: { filter: AuditFilter; onFilter: (next: AuditFilter) => void }) {
  const aktor = useApiQuery(api.manajemen.auditAktor, {}, { staleTime: 60_000 });
  const actorOptions: SelectProps.Option[] = [
    optionOf('', AUDIT_SCREEN_MSG.filterAktorAll),
    ...(aktor.data?.aktor ?? []).map((a) => ({ value: a.id, label: a.nama, description: auditActor(a.nama, a.nim, a.role) })),
  ];
  // the ID is typed freely and applied on Enter or blur
  const [targetId, setTargetId] = useState(filter.targetId);
  useEffect(() => setTargetId(filter.targetId), [filter.targetId]);
  const applyId = () => {
    if (targetId.trim() !== filter.targetId) onFilter({ ...filter, targetId: targetId.trim() });
  };

  return (
    <div className="audit-filters">
      <FormField label={AUDIT_SCREEN_MSG.filterAktor}>
        <Select
          selectedOption={selectedOption(actorOptions, filter.actor) ?? actorOptions[0] ?? null}
          options={actorOptions}
          filteringType="auto"
          statusType={aktor.isLoading ? 'loading' : aktor.isError ? 'error' : 'finished'}
          loadingText={AUDIT_SCREEN_MSG.loadingAktor}
          errorText={MSG.genericError}
          expandToViewport
          onChange={(e) => onFilter({ ...filter, actor: e.detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={AUDIT_SCREEN_MSG.filterAksi}>
        <Select
          selectedOption={selectedOption(ACTION_OPTIONS, filter.action) ?? ACTION_OPTIONS[0] ?? null}
          options={ACTION_OPTIONS}
          filteringType="auto"
          expandToViewport
          onChange={(e) => onFilter({ ...filter, action: e.detail.selectedOption.value ?? '' })}
        />
      </FormField>
      <FormField label={AUDIT_SCREEN_MSG.filterTargetType}>
        <Select
          selectedOption={selectedOption(TARGET_OPTIONS, filter.targetType) ?? TARGET_OPTIONS[0] ?? null}
          options={TARGET_OPTIONS}
          expandToViewport
          onChange={(e) => {
            const targetType = e.detail.selectedOption.value ?? '';
            // an ID means nothing without its type
            onFilter({ ...filter, targetType, targetId: targetType === '' ? '' : filter.targetId });
          }}
        />
      </FormField>
      <FormField label={AUDIT_SCREEN_MSG.filterTargetId}>
        <Input
          value={targetId}
          type="search"
          disabled={filter.targetType === ''}
          placeholder={AUDIT_SCREEN_MSG.filterTargetIdPlaceholder}
          onChange={(e) => setTargetId(e.detail.value)}
          onBlur={applyId}
          onKeyDown={(e) => {
            if (e.detail.key === 'Enter') applyId();
          }}
        />
      </FormField>
      <div className="audit-filters__range">
        <FormField label={AUDIT_SCREEN_MSG.filterTanggal}>
          <DateRangePicker
            value={filter.range}
            onChange={(e) => onFilter({ ...filter, range: e.detail.value })}
            relativeOptions={RELATIVE}
            customRelativeRangeUnits={['day', 'week']}
            isValidRange={validRange}
            i18nStrings={RANGE_TEXTS}
            placeholder={AUDIT_SCREEN_MSG.rangePlaceholder}
            dateOnly
            absoluteFormat="long-localized"
            locale="id-ID"
            expandToViewport
          />
        </FormField>
      </div>
    </div>
  );
}
