/**
 * The courier countdown (document 1 §4): hours, minutes and seconds to the cut-off, zeros once
 * past. The server renders it from its own clock (`now`); with JavaScript it ticks every second
 * from the browser's clock. The cut-off instant comes from the server (Pacific time, luxon),
 * so no date library reaches the browser.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Remaining {
  hours: number;
  minutes: number;
  seconds: number;
  past: boolean;
}

/** Time left from `now` to `deadline` (both epoch ms), floored to whole seconds; zeros once past. */
export function remaining(deadline: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, past: total === 0 };
}

const two = (n: number) => String(n).padStart(2, '0');

export function Countdown({ deadline, now }: { deadline: number; now: number }) {
  const { t } = useTranslation();
  const [at, setAt] = useState(now);
  useEffect(() => {
    setAt(Date.now());
    const timer = setInterval(() => setAt(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(deadline, at);
  const units = [
    { key: 'hours', value: left.hours },
    { key: 'minutes', value: left.minutes },
    { key: 'seconds', value: left.seconds },
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown-digits" aria-hidden="true">
        {units.map((u) => (
          <span key={u.key} className="countdown-unit">
            <span className="countdown-value" data-unit={u.key}>{two(u.value)}</span>
            <span className="countdown-label">{t(`home.countdown.${u.key}`)}</span>
          </span>
        ))}
      </p>
      {/* Screen readers get one sentence, not a live region that speaks every second. */}
      <p className="visually-hidden">
        {left.past ? t('home.countdown.passed') : t('home.countdown.left', { hours: left.hours, minutes: left.minutes })}
      </p>
    </div>
  );
}
