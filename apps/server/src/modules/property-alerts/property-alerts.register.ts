import type { Infra } from '../../infra.ts';
import type { LimitGuard } from '../billing/limit-guard.ts';
import { definePropertyAlertReactions } from './property-alerts.jobs.ts';
import { createPropertyAlertsRepository } from './property-alerts.repository.ts';
import { createPropertyAlertsService, type AlertLeads, type Notify, type PropertyAlertsService } from './property-alerts.service.ts';

export type PropertyAlertsPorts = { limits: LimitGuard; notify: Notify; leads: AlertLeads; now: () => Date };

/** Property alerts: matches announced to the agent, listings sent to the lead through messaging's send requests. */
export function registerPropertyAlerts(infra: Infra, ports: PropertyAlertsPorts): PropertyAlertsService {
  const alerts = createPropertyAlertsService({
    repo: createPropertyAlertsRepository(infra.db),
    leads: ports.leads,
    jobs: infra.jobs,
    limits: ports.limits,
    notify: ports.notify,
    now: ports.now,
  });
  definePropertyAlertReactions(infra.eventLog, alerts);
  return alerts;
}
