import { DIALOG_MIN } from './constants';
import { DialogButtons } from './DialogButtons';
import type { DialogKind, DialogViewProps, ProgressOptions } from './types';

/** The bar's value, 0 to 100, or null for indeterminate. */
export function progressValue(value: number | null | undefined): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.min(100, Math.max(0, value));
}

function ProgressView({ options, close, t, messageId }: DialogViewProps<ProgressOptions, never>) {
  const value = progressValue(options.value);
  return (
    <>
      <div className="dialog__body">
        <p id={messageId} className="dialog__message">
          {options.message ?? ''}
        </p>
        <div
          className={`dialog__progress${value === null ? ' dialog__progress--indeterminate' : ''}`}
          role="progressbar"
          aria-labelledby={messageId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value ?? undefined}
        >
          <div className="dialog__progress-bar" style={value === null ? undefined : { width: `${value}%` }} />
        </div>
      </div>
      <DialogButtons buttons={['cancel']} primary="cancel" t={t} onPress={() => close('cancel')} />
    </>
  );
}

/** A bar the caller moves (`DialogHandle.update`) and a Cancel button; the caller closes it. */
export const progressDialog: DialogKind<ProgressOptions, never> = {
  minDimension: DIALOG_MIN.progress,
  title: (_options, t) => t('dialog.progress'),
  render: (props) => <ProgressView {...props} />,
};
