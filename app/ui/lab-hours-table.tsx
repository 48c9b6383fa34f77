import { useTranslation } from 'react-i18next';
import { formatLabTime, formatWeekday } from '../models/lab-time-format.ts';

interface Hours {
  day: number;
  openTime: string | null;
  closeTime: string | null;
  openOnDay: boolean;
}

/** A location's week of opening hours (Pacific time), Monday first. */
export function LabHoursTable({ hours, caption }: { hours: Hours[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const week = [...hours].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
  if (!week.length) return null;
  return (
    <table className="hours">
      <caption>{caption}</caption>
      <tbody>
        {week.map((h) => (
          <tr key={h.day}>
            <th scope="row">{formatWeekday(h.day, i18n.language)}</th>
            <td>{h.openOnDay && h.openTime && h.closeTime ? `${formatLabTime(h.openTime, i18n.language)} – ${formatLabTime(h.closeTime, i18n.language)}` : t('locations.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
