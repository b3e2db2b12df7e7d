// A hire for onboarding tests: a candidate's application, an offer from the company's first letter
// template sent by its Recruiter, accepted on the public page (which starts the onboarding).
import { type Candidate, createCandidate, placeApplication } from './application-factories.ts';
import { uniqueIp } from './factories.ts';
import { TestClient } from './http-client.ts';
import { createTestOpportunity } from './opportunity-factories.ts';
import type { TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function hireThroughAcceptedOffer(
  ctx: TestApp,
  company: TestCompany,
): Promise<{ candidate: Candidate; onboardingId: number; applicationId: number }> {
  const recruiter = company.members.Recruiter.client;
  const candidate = await createCandidate(ctx, { firstName: 'Ola', lastName: 'New' });
  const posted = await createTestOpportunity(ctx.database.db, company.id, { title: 'Barista' });
  const application = await placeApplication(ctx, posted, candidate.user.id, { step: 3 });
  const [template] = (await recruiter.get('/api/offer-templates')).json().data;
  const offer = (
    await recruiter.post('/api/offers', {
      application_id: application.id,
      template_id: template.id,
      pay_amount_cents: 1800,
      pay_period: 'hour',
      start_date: dateIn(10),
      expires_on: dateIn(3),
    })
  ).json();
  await recruiter.post(`/api/offers/${offer.id}/send`);
  const accepted = await new TestClient(ctx.app, uniqueIp()).post(`/api/public-offers/${offer.uuid}/accept`, {
    full_name: 'Ola New',
    consent: true,
  });
  return { candidate, onboardingId: accepted.json().onboarding_id, applicationId: application.id };
}
