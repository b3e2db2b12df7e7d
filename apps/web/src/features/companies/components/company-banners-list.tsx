// The active company's banners (SPEC.md §4, texts of §8), each dismissible for the session.
import { Link } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { isBuiltLink } from '#web/lib/route-table.ts';
import type { UserCompany } from '#web/lib/session/session-user.ts';
import { useBannerDismissals } from '../banner-dismissals.ts';
import { type CompanyBanner, companyBanners, trialBannerText } from '../company-banners.ts';

const linkClasses = 'font-semibold underline underline-offset-2';

function BannerText({ banner }: { banner: CompanyBanner }) {
  switch (banner.kind) {
    case 'trial':
      return <>{trialBannerText(banner.remaining)}</>;
    case 'unpaid-invoice':
      return (
        <>
          We were unable to process payment on an invoice. Please{' '}
          {banner.canUpdatePayment && !isBuiltLink('/company-billing/edit') ? (
            'update your payment information'
          ) : banner.canUpdatePayment ? (
            <Link to="/company-billing/edit" className={linkClasses}>
              update your payment information
            </Link>
          ) : (
            'contact a company admin'
          )}{' '}
          by {banner.payBy} or you will not be able to access your account.
        </>
      );
    case 'cancelled':
      return banner.duringTrial ? (
        <>
          Your account will close on {banner.closesOn} when your trial ends. Decide to stay? Contact support,
          we'd love to keep you!
        </>
      ) : (
        <>
          Your subscription ends on {banner.closesOn}. Please note, any charges for usage until that date will
          still apply.
        </>
      );
  }
}

export function CompanyBannersList({ company }: { company: UserCompany }) {
  const { isDismissed, dismiss } = useBannerDismissals(company.id);
  const banners = companyBanners(company, new Date()).filter((banner) => !isDismissed(banner.kind));
  if (banners.length === 0) return null;
  return (
    <div className="space-y-3">
      {banners.map((banner) => (
        <Banner key={banner.kind} variant={banner.variant} onDismiss={() => dismiss(banner.kind)}>
          <BannerText banner={banner} />
        </Banner>
      ))}
    </div>
  );
}
