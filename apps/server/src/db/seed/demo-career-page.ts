// Demo career page (issue 23): Northwind Bakery's published page at /careers/northwind-bakery,
// listing its published opportunities, with benefits and values sections.
import { eq } from 'drizzle-orm';
import { sanitizeDescription } from '#server/modules/opportunities/description.ts';
import type { Database } from '../client.ts';
import { careerPages, companies } from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

export const DEMO_CAREER_SLUG = 'northwind-bakery';

const ABOUT = `<p>Northwind Bakery has baked bread for the neighbourhood since 1998. Our ovens start at four
in the morning, and by seven the shelves are full of sourdough, croissants and the cinnamon buns
people queue for.</p><p>We are a team of <strong>bakers, baristas and shop staff</strong> who like
doing things properly: long fermentation, local flour, and coffee we are proud of.</p>`;

export async function seedDemoCareerPage(db: Database): Promise<DemoLogin[]> {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return [];
  const about = sanitizeDescription(ABOUT);
  await db
    .insert(careerPages)
    .values({
      companyId: northwind.id,
      slug: DEMO_CAREER_SLUG,
      headline: 'Bake something good with us',
      aboutHtml: about.html,
      aboutText: about.text,
      primaryColor: '#7c2d12',
      accentColor: '#f59e0b',
      sections: [
        {
          kind: 'benefits',
          title: 'Benefits',
          items: [
            'Free bread and coffee every shift',
            'Paid training with our head baker',
            'Health cover after 3 months',
            'Early finishes: most shifts end by 2 pm',
          ],
        },
        {
          kind: 'values',
          title: 'What we care about',
          items: ['Take the time it takes', 'Local flour, local people', 'Everyone learns every station'],
        },
      ],
      publishedAt: new Date(),
    })
    .onConflictDoNothing();
  return [];
}
