// A company's public career page (issue 23): one per company, reached at /careers/{slug}.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export interface CareerSectionRow {
  kind: 'benefits' | 'values' | 'photos';
  title: string;
  items: string[];
}

export const careerPages = pgTable(
  'career_pages',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case, unique: the public address /careers/{slug}. */
    slug: text('slug').notNull(),
    headline: text('headline').notNull().default(''),
    /** Sanitized HTML (formatting markup only) and its text (meta description). */
    aboutHtml: text('about_html').notNull().default(''),
    aboutText: text('about_text').notNull().default(''),
    primaryColor: text('primary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    /** Names of images stored under career-pages/{companyId}/. */
    logoImage: text('logo_image'),
    coverImage: text('cover_image'),
    sections: jsonb('sections').$type<CareerSectionRow[]>().notNull().default([]),
    /** Set while the page is public. */
    publishedAt: tz('published_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('career_pages_slug_unique').on(table.slug),
    // The sitemap and the feeds read published pages only.
    index('career_pages_published_idx').on(table.publishedAt).where(sql`${table.publishedAt} is not null`),
  ],
);

export type CareerPageRow = typeof careerPages.$inferSelect;
