import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Vinlab Analytical Laboratories' }, { name: 'description', content: 'Wine, beer and spirits analysis since 1978.' }];
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <section className="container">
      <h1>{t('site.name')}</h1>
    </section>
  );
}
