// How far the server has got with a file it is reading or applying: a bar (the share of the file's
// bytes when its size is known, else one that only shows work is going on), rows, pace, time left.
import { useTranslation } from '../../lib/translate';
import type { ImportProgress as Progress } from '@shop/domain';
import { formatCount, formatDuration, percentOf } from './import-labels';

interface Props {
  progress: Progress;
  /** Reading (staging) or writing (applying). */
  applying: boolean;
}

export function ImportProgress({ progress, applying }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = percentOf(progress.bytes, progress.totalBytes);
  const label = applying ? t('imports.progress.applying') : t('imports.progress.reading');
  return (
    <div className="import-progress">
      {percent === null ? (
        <progress aria-label={label} />
      ) : (
        <progress
          aria-label={label}
          max={100}
          value={percent}
          aria-valuetext={t('imports.progress.percent', { percent })}
        />
      )}
      <dl className="import-figures">
        <div>
          <dt>{applying ? t('imports.progress.rowsDone') : t('imports.progress.rowsRead')}</dt>
          <dd>{formatCount(progress.rows, language)}</dd>
        </div>
        <div>
          <dt>{t('imports.progress.pace')}</dt>
          <dd>{formatCount(progress.rowsPerSecond, language)}</dd>
        </div>
        <div>
          <dt>{t('imports.progress.timeLeft')}</dt>
          <dd>
            {progress.secondsLeft === null
              ? t('imports.progress.unknown')
              : t('imports.progress.about', {
                  time: formatDuration(progress.secondsLeft, language),
                })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
