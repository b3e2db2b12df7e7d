// buildApp(deps): the whole HTTP application. main.ts and every test build it the same way.
import { randomUUID } from 'node:crypto';
import { installValidationMessages } from '@hireloop/shared/validation-messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { usesStripe } from './adapters/payments/create-payment-gateway.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerAuthentication } from './http/authentication.ts';
import { registerCompanyLock } from './http/company-lock.ts';
import { registerCompression } from './http/compression.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerDemoSiteGuard } from './http/demo-site.ts';
import { registerErrorHandler } from './http/errors.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { rewriteMethodOverride } from './http/method-override.ts';
import { registerMultipart } from './http/multipart.ts';
import { requestLogController } from './http/request-log.ts';
import { registerResponseContract } from './http/response-contract.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/session.ts';
import { registerSpa } from './http/spa.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import type { App, AppDeps } from './http/types.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerActivityRoutes } from './modules/activities/activities.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerImpersonationGuard } from './modules/admin/impersonation.hooks.ts';
import { registerApplicationRoutes } from './modules/applications/applications.routes.ts';
import { registerAuditLog } from './modules/audit/audit.hooks.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerAccountSecurityRoutes } from './modules/auth/account-security.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { registerBillingGroupRoutes } from './modules/billing/billing-groups.routes.ts';
import { registerInvoiceRoutes } from './modules/billing/invoices.routes.ts';
import { registerStripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { registerCareerPageRoutes } from './modules/career-pages/career-pages.routes.ts';
import { registerPublicCareerPageRoutes } from './modules/career-pages/public-career-pages.routes.ts';
import { registerCompanyRoutes } from './modules/companies/companies.routes.ts';
import { registerCompanyProfileRoutes } from './modules/companies/company-profile.routes.ts';
import { registerDealRoutes } from './modules/deals/deals.routes.ts';
import { registerDemoRoutes } from './modules/demo/demo.routes.ts';
import { registerDevClockRoutes } from './modules/dev/clock.routes.ts';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes.ts';
import { registerDevStillInterestedRoutes } from './modules/dev/still-interested.routes.ts';
import { registerEnterpriseGroupInvitationRoutes } from './modules/enterprises/enterprise-group-invitations.routes.ts';
import { registerEnterpriseInvitationLinkRoutes } from './modules/enterprises/enterprise-invitation-links.routes.ts';
import { registerEnterpriseRoutes } from './modules/enterprises/enterprises.routes.ts';
import { registerFileLibraryRoutes } from './modules/files/files.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerImportRoutes } from './modules/imports/imports.routes.ts';
import { registerIntegrationRoutes } from './modules/integrations/integrations.routes.ts';
import { registerJobFeedRoutes } from './modules/integrations/job-feeds.routes.ts';
import { registerInterviewRecordingRoutes } from './modules/interviews/interview-recordings.routes.ts';
import {
  interviewChannelAuthorizer,
  registerInterviewRoomRoutes,
} from './modules/interviews/interview-room.routes.ts';
import { registerInterviewRoutes } from './modules/interviews/interviews.routes.ts';
import { registerSchedulingLinkRoutes } from './modules/interviews/scheduling-links.routes.ts';
import { intercomSettings } from './modules/messages/intercom.ts';
import { registerMessageRoutes } from './modules/messages/messages.routes.ts';
import { registerSupportRoutes } from './modules/messages/support.routes.ts';
import { registerMetricsRoutes } from './modules/monitoring/metrics.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOfferAttachmentRoutes } from './modules/offers/offer-attachment.routes.ts';
import { registerOfferRoutes } from './modules/offers/offers.routes.ts';
import { registerPublicOfferRoutes } from './modules/offers/public-offers.routes.ts';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { registerOnboardingTemplateRoutes } from './modules/onboarding/onboarding-template.routes.ts';
import { registerEnterpriseTemplateRoutes } from './modules/opportunities/enterprise-templates.routes.ts';
import { registerOpportunityRoutes } from './modules/opportunities/opportunities.routes.ts';
import { registerRecommendationRoutes } from './modules/opportunities/recommendations.routes.ts';
import { registerTemplateRoutes } from './modules/opportunities/templates.routes.ts';
import { registerPhoneVerificationRoutes } from './modules/phone-verification/phone-verification.routes.ts';
import { registerPipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { registerProfileRoutes } from './modules/profiles/profiles.routes.ts';
import { registerRedirectRoutes } from './modules/redirects/redirects.routes.ts';
import { registerReengagementRoutes } from './modules/reengagement/reengagement.routes.ts';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { registerTalentPoolRoutes } from './modules/talent-pool/talent-pool.routes.ts';
import { registerTeamRoutes } from './modules/team/team.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerWidgetRoutes } from './modules/widgets/widgets.routes.ts';
import { registerRealtime } from './realtime/realtime.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Never log credentials, cookies or CSRF tokens. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

export async function buildApp(deps: AppDeps): Promise<App> {
  installValidationMessages();
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Honour a well-formed request id set by a proxy in front of us; otherwise make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    rewriteUrl: rewriteMethodOverride,
    return503OnClosing: true,
    logController: requestLogController(deps.config.REQUEST_LOG),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerResponseContract(app, { strict: !deps.config.isProduction });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app, deps.errorReporter ?? undefined);
  registerSecurityHeaders(app, deps.config.appUrl, {
    intercom: intercomSettings(deps.config).provider === 'intercom',
    stripe: usesStripe(deps.config),
  });
  // Before every route: it attaches itself to the routes registered after it.
  await registerCompression(app);
  await registerApiDocs(app, deps.config.appUrl);
  // Order matters: the session is loaded before CSRF is checked, and the sign-in requirement is
  // attached to every route registered after registerAuthentication.
  await registerSessions(app, deps);
  registerCsrfProtection(app);
  registerAuthentication(app);
  registerCompanyLock(app, deps.database.db);
  registerImpersonationGuard(app);
  registerAuditLog(app, deps);
  registerDemoSiteGuard(app, deps);
  await registerMultipart(app, BODY_LIMIT_BYTES);

  registerHealthRoutes(app, deps);
  registerMetricsRoutes(app, deps);
  registerMailboxRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerAccountSecurityRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerPhoneVerificationRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerCompanyProfileRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerOpportunityRoutes(app, deps);
  registerRecommendationRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerEnterpriseTemplateRoutes(app, deps);
  registerEnterpriseRoutes(app, deps);
  registerEnterpriseInvitationLinkRoutes(app, deps);
  registerEnterpriseGroupInvitationRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerPipelineRoutes(app, deps);
  registerInterviewRoutes(app, deps);
  registerInterviewRoomRoutes(app, deps);
  registerInterviewRecordingRoutes(app, deps);
  registerSchedulingLinkRoutes(app, deps);
  registerIntegrationRoutes(app, deps);
  registerTalentPoolRoutes(app, deps);
  registerOfferRoutes(app, deps);
  registerOfferAttachmentRoutes(app, deps);
  registerPublicOfferRoutes(app, deps);
  registerOnboardingRoutes(app, deps);
  registerOnboardingTemplateRoutes(app, deps);
  registerFileLibraryRoutes(app, deps);
  registerCareerPageRoutes(app, deps);
  registerPublicCareerPageRoutes(app, deps);
  registerWidgetRoutes(app, deps);
  registerJobFeedRoutes(app, deps);
  registerImportRoutes(app, deps);
  registerReengagementRoutes(app, deps);
  registerRedirectRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerBillingGroupRoutes(app, deps);
  registerStripeWebhookRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerDealRoutes(app, deps);
  registerReferralRoutes(app, deps);
  registerDemoRoutes(app, deps);
  registerSupportRoutes(app, deps);
  registerDevClockRoutes(app, deps);
  registerDevStillInterestedRoutes(app, deps);
  await registerRealtime(app, deps, [interviewChannelAuthorizer(deps)]);
  // After realtime: onClose hooks run in reverse, so jobs drain before the broadcaster closes.
  registerJobs(app, deps);

  await registerSpa(app, deps.config.webDistDir);
  return app;
}
