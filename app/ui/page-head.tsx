/**
 * The page's <title> and meta description, translated. React 19 hoists both into <head>, so a
 * page renders this once, anywhere in its markup (the root has no `meta` export: a title there
 * would stand first in <head> and win). The title is "Error: " when a form failed, then the
 * page's own title, then the site name; the home page puts the site name first.
 */
import { useTranslation } from 'react-i18next';

export interface PageHeadProps {
  /** the page's own title (already translated); the site name follows it */
  title: string;
  description?: string;
  /** a submitted form failed: "Error: " in front (GOV.UK pattern) */
  failed?: boolean;
  /** keep search engines out (pages for one report, not for the index) */
  noindex?: boolean;
  /** the site name first, then `title` (home page) */
  siteNameFirst?: boolean;
}

export function PageHead({ title, description, failed = false, noindex = false, siteNameFirst = false }: PageHeadProps) {
  const { t } = useTranslation();
  const site = t('site.name');
  const text = siteNameFirst ? `${site} | ${title}` : `${title} | ${site}`;
  return (
    <>
      <title>{`${failed ? t('common.errorTitlePrefix') : ''}${text}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
