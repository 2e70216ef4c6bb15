import type { Core } from '@strapi/strapi';
import { refuseKnownAdminPasswords } from './bootstrap/admin-password';
import { configureAdminLayouts } from './bootstrap/admin-layouts';
import { ensureLocales } from './bootstrap/locales';
import { bootstrapSteps } from './bootstrap/bootstrap-steps';
import { registerDatabaseIndexes } from './bootstrap/database-indexes';
import { limitHeapGrowth } from './bootstrap/heap-growth';
import { syncPermissions } from './bootstrap/permissions';
import { ensureServiceAccount } from './bootstrap/service-account';
import { ensureRevalidationWebhook } from './bootstrap/webhook';
import { registerRedirectChecks } from './api/redirect/redirect-checks';
import { registerDictionaryField } from './api/taxonomy/dictionary-field';
import { fillMissingSearchTexts, registerSearchText } from './features/course-search/search-text';
import { syncAdminRoles } from './bootstrap/admin-roles';
import {
  registerOfficerSchoolsCondition,
  registerOfficerSchoolWrites,
} from './features/officers-by-school/officer-schools';
import { registerLeadOrigin } from './features/leads/lead-origin';
import { attachUnfiledLeads } from './features/prospects/attach-lead';
import { registerProspectWrites } from './features/prospects/prospect-writes';
import { registerApplicationDecisions } from './features/applications/application-decisions';
import { registerApplicationWordsRoute } from './features/applications/application-words-route';
import { registerProspectReads } from './features/prospects/prospect-reads';
import { registerDashboardRoutes } from './features/admissions-dashboard/dashboard-routes';
import { registerRetentionRoutes } from './features/retention/retention-routes';
import { registerPrivacyRoutes } from './features/privacy-requests/privacy-routes';
import { registerLeadsCsvExport } from './features/leads/leads-csv-export';
import { registerFilterChoices } from './features/filter-choices/filter-choices-routes';
import { registerOfficerDocumentRoutes } from './features/application-documents/officer-document-routes';
import { registerPublishedChanges } from './revalidation/published-changes';
import { reapplyErasures } from './features/privacy-requests/erasures';
import { vacuumSqliteOnce } from './features/privacy-requests/database-scrub';
import { startCrmDelivery } from './features/crm-delivery/crm-delivery';
import { noteCrmOutcome } from './features/privacy-requests/privacy-log';
import { ensureAdmissionsSettings, scheduleRetention } from './features/retention/retention';
import { serveMetrics } from './metrics/cms-metrics';
import { registerWaitingGauges } from './features/admissions-dashboard/waiting-gauges';
import { registerCrmQueueGauges } from './features/crm-delivery/crm-delivery-metrics';
import { startTracing } from './tracing/start-tracing';
import { cmsEnv } from './env/cms-env';
import { log } from './utils/log';

let stopCrmDelivery: (() => Promise<void>) | null = null;
let stopMetrics: (() => void) | null = null;
let stopTracing: (() => Promise<void>) | null = null;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    limitHeapGrowth();
    // Traces only when they are sent somewhere (docs/decisions/traces.md): otherwise nothing is recorded.
    if (cmsEnv().OTEL_EXPORTER_OTLP_ENDPOINT) stopTracing = startTracing('horizon-cms');
    registerDatabaseIndexes(strapi);
    registerRedirectChecks(strapi);
    registerLeadOrigin(strapi);
    registerProspectWrites(strapi);
    registerApplicationDecisions(strapi);
    registerApplicationWordsRoute(strapi);
    registerOfficerSchoolWrites(strapi);
    registerProspectReads(strapi);
    registerDashboardRoutes(strapi);
    registerRetentionRoutes(strapi);
    registerPrivacyRoutes(strapi);
    registerLeadsCsvExport(strapi);
    registerFilterChoices(strapi);
    registerOfficerDocumentRoutes(strapi);
    registerDictionaryField(strapi);
    registerSearchText(strapi);
    // Before bootstrap, where the webhooks start listening: it adds to what they send.
    registerPublishedChanges(strapi);
  },

  // Configuration that the site depends on is applied at every start, so a fresh
  // database (or one an editor changed by hand) always matches the code.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // A moved clock changes what the API answers (the next live): never silently.
    const days = cmsEnv().CLOCK_OFFSET_DAYS;
    if (days !== 0) log('warn', 'clock moved', { days });
    const steps = bootstrapSteps();
    await steps.run('adminPassword', () => refuseKnownAdminPasswords(strapi));
    await steps.run('locales', () => ensureLocales(strapi));
    const serviceRole = await steps.run('permissions', () => syncPermissions(strapi));
    await steps.run('serviceAccount', () => ensureServiceAccount(strapi, serviceRole));
    await steps.run('webhook', () => ensureRevalidationWebhook(strapi));
    await steps.run('adminLayouts', () => configureAdminLayouts(strapi));
    // Before the site's first search: courses saved before the field existed have none yet.
    await steps.run('searchTexts', () => fillMissingSearchTexts(strapi));
    // Before the roles are synced: their permissions name it.
    await steps.run('officerCondition', () => registerOfficerSchoolsCondition(strapi));
    await steps.run('adminRoles', () => syncAdminRoles(strapi));
    // Before the leads are filed and the CRM queue runs: whoever was erased and is back in a
    // restored database goes first (docs/privacy.md).
    await steps.run('sqliteVacuum', () => vacuumSqliteOnce(strapi));
    await steps.run('erasures', () => reapplyErasures(strapi));
    await steps.run('unfiledLeads', () => attachUnfiledLeads(strapi));
    stopCrmDelivery = startCrmDelivery(strapi, noteCrmOutcome);
    await steps.run('admissionsSettings', () => ensureAdmissionsSettings(strapi));
    scheduleRetention(strapi);
    steps.done();
    stopMetrics = serveMetrics(strapi, [registerWaitingGauges, registerCrmQueueGauges]);
  },
  // Sends in flight finish before the database closes; what is left waits in the queue.
  async destroy() {
    stopMetrics?.();
    await stopCrmDelivery?.();
    await stopTracing?.();
  },
};
