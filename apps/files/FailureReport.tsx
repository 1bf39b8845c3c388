import type { DialogKind, DialogOptions, DialogViewProps } from '../../sdk';
import { REPORTED_FAILURES } from './constants';
import type { UploadFailure } from './upload';

export interface FailureReportOptions extends DialogOptions {
  /** What was being done, e.g. "These items could not be pasted:". */
  message: string;
  /** Each item that failed, by name, with the reason. */
  failures: readonly UploadFailure[];
}

function FailureReportView({ options, close, t, messageId }: DialogViewProps<FailureReportOptions, null>) {
  const shown = options.failures.slice(0, REPORTED_FAILURES);
  const more = options.failures.length - shown.length;
  return (
    <>
      <div className="dialog__body files-report">
        <p id={messageId} className="dialog__message">
          {options.message}
        </p>
        <ul className="files-report__list">
          {shown.map((failure, index) => (
            <li key={`${String(index)}:${failure.name}`}>
              <span className="files-report__name">{failure.name}</span>: {failure.message}
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="dialog__message">{t('files.failed.more', { count: more })}</p> : null}
      </div>
      <div className="dialog__buttons">
        <button type="button" className="dialog__button dialog__button--primary" autoFocus onClick={() => close('ok')}>
          {t('dialog.ok')}
        </button>
      </div>
    </>
  );
}

/** A report of the items a batch could not do, each by name with the server's reason: the rest went through. */
export const failureReport: DialogKind<FailureReportOptions, null> = {
  minDimension: { width: 420, height: 240 },
  title: (_options, t) => t('files.failed.title'),
  render: (props) => <FailureReportView {...props} />,
};
