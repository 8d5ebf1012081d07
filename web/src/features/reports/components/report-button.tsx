import { REPORT_REASONS, ReportBodySchema, type ReportTargetKind } from '@surcos/contracts/reports';
import { texts } from '@surcos/contracts/texts';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateReport } from '../api/create-report.ts';

interface ReportButtonProps {
  targetKind: ReportTargetKind;
  targetId: string;
  /** A smaller, quieter button (inside a message). */
  isCompact?: boolean;
}

/** 'Denunciar': a dialog with the reason and optional details; the admins get the report. */
export function ReportButton({ targetKind, targetId, isCompact = false }: ReportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    // Closed at once (not in an effect), so focus can go back to the button right after.
    flushSync(() => setIsOpen(false));
    buttonRef.current?.focus();
  }

  return (
    <>
      <Button
        ref={buttonRef}
        variant={isCompact ? 'ghost' : 'secondary'}
        className={isCompact ? 'min-h-8 px-2 py-0.5 text-sm' : ''}
        onClick={() => setIsOpen(true)}
      >
        {texts.reports.open}
      </Button>
      <ReportDialog targetKind={targetKind} targetId={targetId} open={isOpen} onClose={close} />
    </>
  );
}

interface ReportDialogProps {
  targetKind: ReportTargetKind;
  targetId: string;
  open: boolean;
  /** Cancelled, sent, Escape: every way it closes. */
  onClose: () => void;
}

/** The report's dialog on its own, for a menu item to open ('⋯' on a user's page). */
export function ReportDialog({ targetKind, targetId, open, onClose }: ReportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={texts.reports.dialogTitle(texts.reports.targets[targetKind])}
    >
      <ReportForm targetKind={targetKind} targetId={targetId} onDone={onClose} />
    </Dialog>
  );
}

function ReportForm({
  targetKind,
  targetId,
  onDone,
}: Omit<ReportButtonProps, 'isCompact'> & { onDone: () => void }) {
  const toast = useToast();
  const create = useCreateReport();
  const reasonErrorId = useId();
  const { field, formProps, send, values, setValues, errors, setErrors } = useForm({ reason: '', text: '' });

  async function handleSubmit() {
    const input = { targetKind, targetId, reason: values.reason, text: values.text };
    if (!(await send(ReportBodySchema, create.mutateAsync, { input }))) return;
    toast.success(texts.reports.sent);
    onDone();
  }

  return (
    <Form {...formProps(handleSubmit)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="mb-1 font-bold">{texts.reports.reasonLegend}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={values.reason === reason}
              onChange={() => {
                setValues((current) => ({ ...current, reason }));
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
              className="size-5 accent-accent"
            />
            {texts.reports.reasons[reason]}
          </label>
        ))}
        {errors.reason ? (
          <p id={reasonErrorId} className="text-sm font-bold text-danger">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label={texts.reports.textLabel} {...field('text')} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          {texts.reports.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {texts.reports.send}
        </Button>
      </div>
    </Form>
  );
}
