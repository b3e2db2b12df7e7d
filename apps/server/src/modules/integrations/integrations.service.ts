// The active company's integrations and the result of connecting one.
import {
  INTEGRATION_INFO,
  INTEGRATION_SERVICES,
  type IntegrationService,
} from '@hireloop/shared/integrations';
import { eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { companyIntegrations } from '#server/db/schema.ts';
import * as integrationsPolicy from './integrations.policy.ts';

export async function listIntegrations(db: Database, companyId: number) {
  const rows = await db
    .select()
    .from(companyIntegrations)
    .where(eq(companyIntegrations.companyId, companyId));
  return INTEGRATION_SERVICES.map((service) => {
    const row = rows.find((candidate) => candidate.service === service);
    return {
      service,
      ...INTEGRATION_INFO[service],
      connected: row?.connected ?? false,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}

export async function setIntegration(
  db: Database,
  actor: { userId: number; company: CompanyAccess },
  service: IntegrationService,
  connected: boolean,
) {
  integrationsPolicy.authorize(actor.company, 'manage');
  await db
    .insert(companyIntegrations)
    .values({ companyId: actor.company.id, service, connected, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [companyIntegrations.companyId, companyIntegrations.service],
      set: { connected, updatedBy: actor.userId, updatedAt: sql`now()` },
    });
  const all = await listIntegrations(db, actor.company.id);
  return all.find((integration) => integration.service === service)!;
}
