'use client';

import { useIntl } from 'react-intl';
import { usePlanState } from './planStore';

/**
 * The welcome step's heading text, inside the page's server-rendered <h1>: "Welcome" until the
 * stored subscription (kept in step with the gateway's by the step) names the plan.
 */
export function PlanWelcomeTitle() {
  const intl = useIntl();
  const name = usePlanState()?.subscription?.name;
  return name
    ? intl.formatMessage({ id: 'plans.welcome.title' }, { plan: name })
    : intl.formatMessage({ id: 'plans.steps.welcome' });
}
