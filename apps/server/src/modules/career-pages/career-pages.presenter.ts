// Career page rows → the builder's response (packages/shared/src/career-pages.ts).
import { builderImagePath, type CareerPage, careerImagePath } from '@hireloop/shared/career-pages';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { CareerPageRow } from '#server/db/schema.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { careerPageAbilities } from './career-pages.policy.ts';
import type { CareerPageView } from './career-pages.service.ts';

/** Where the public page's logo is served: its own, else the company's avatar. */
export function careerLogoUrl(page: CareerPageRow, company: { id: number; avatarPath: string | null }) {
  return page.logoImage ? careerImagePath(page.slug, page.logoImage) : companyAvatarUrl(company);
}

export function presentCareerPage(view: CareerPageView, access: CompanyAccess, message?: string): CareerPage {
  const { page } = view;
  return {
    saved: view.saved,
    slug: page.slug,
    headline: page.headline,
    about: page.aboutHtml,
    primary_color: page.primaryColor,
    accent_color: page.accentColor,
    logo_image: page.logoImage,
    cover_image: page.coverImage,
    // The builder previews unpublished images through the signed-in route.
    logo_url: page.logoImage ? builderImagePath(page.logoImage) : companyAvatarUrl(view.company),
    cover_url: page.coverImage ? builderImagePath(page.coverImage) : null,
    sections: page.sections.map((section) => ({ ...section })),
    published: page.publishedAt !== null,
    published_at: page.publishedAt?.toISOString() ?? null,
    public_path: `/careers/${page.slug}`,
    company_name: view.company.name,
    opportunities: view.opportunities.map((opportunity) => ({
      id: opportunity.id,
      title: opportunity.title,
      location: opportunity.location,
      remote: opportunity.remote,
      employment_type: opportunity.employmentType,
    })),
    abilities: careerPageAbilities(access),
    ...(message ? { message } : {}),
  };
}
