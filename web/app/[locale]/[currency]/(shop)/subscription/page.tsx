import type { Metadata } from 'next';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { PageHeading } from '@/ui/PageHeading';
import { Unavailable } from '@/features/catalogue/listings/Unavailable';
import { PlanListDocument } from '@/gql/graphql';
import { queryGateway } from '@/platform/gateway/queryGateway';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { PLAN_PATHS } from '@/features/plans/subscribe/planGuard';
import { PlanColumns } from '@/features/plans/subscribe/PlanColumns';
import { everyLocale } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

const PATHS = everyLocale(PLAN_PATHS.plans);

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return pageMetadata({
    title: intl.formatMessage({ id: 'plans.meta.title' }),
    description: intl.formatMessage({ id: 'plans.meta.description' }),
    locale,
    paths: PATHS,
  });
}

/** Plan selection (spec §2): the content backend's visible plans, side by side, with a choose button each. */
export default async function SubscriptionPage() {
  const locale = await getLocale();
  const [intl, result] = await Promise.all([getIntl(locale), queryGateway(PlanListDocument, { locale })]);
  if (wasRateLimited(result)) return <RateLimitPage locale={locale} />;
  if (!result.ok) return <ServerErrorPage locale={locale} />;
  const title = intl.formatMessage({ id: 'plans.title' });
  const plans = result.data.plans;
  return (
    <>
      <PageHeading
        title={title}
        lead={intl.formatMessage({ id: 'plans.lead' })}
        breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: title, path: PATHS[locale]! }]} />}
      />
      {plans.length === 0 ? (
        <Unavailable message={intl.formatMessage({ id: 'plans.empty' })} />
      ) : (
        <div className="container">
          <PlanColumns plans={plans} locale={locale} />
        </div>
      )}
    </>
  );
}
