// A mixed set of billable entities for comparing billing closes (decision 113), written straight
// into the tables so two identical sets can be built side by side: after the trial, a trial ending
// mid-period, still in trial, a trial cancelled before it ended, a cancellation after the trial, an
// entity two periods behind, a cycle-day account, and a billing group over two locations.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';

const at = (iso: string) => new Date(`${iso}Z`);

interface EntitySpec {
  label: string;
  trialEndsAt: string | null;
  cancellationAt?: string;
  periodStart: string;
  nextCloseAt: string;
  mode?: string;
  cycleDay?: number;
  members: number;
  /** Invite times (each an "Opportunity Invite" event). */
  invites: string[];
  /** Months with one "Opportunity Posted (Per Month)" event each. */
  posted: string[];
}

export const FIXTURE_CLOSE_AT = at('2026-10-01T00:01:00');

const SPECS: EntitySpec[] = [
  {
    label: 'after-trial',
    trialEndsAt: '2026-07-01T00:00:00',
    periodStart: '2026-09-01T00:00:00',
    nextCloseAt: '2026-10-01T00:00:00',
    members: 2,
    invites: ['2026-09-02T10:00:00', '2026-09-03T10:00:00', '2026-09-30T23:59:59', '2026-10-01T00:00:01'],
    posted: ['2026-09-01', '2026-09-01'],
  },
  {
    label: 'trial-ends-mid-period',
    trialEndsAt: '2026-09-15T00:00:00',
    periodStart: '2026-09-15T00:00:00',
    nextCloseAt: '2026-10-01T00:00:00',
    members: 3,
    invites: ['2026-09-10T10:00:00', '2026-09-20T10:00:00', '2026-09-21T10:00:00'],
    posted: ['2026-08-01', '2026-09-01'],
  },
  {
    label: 'in-trial',
    trialEndsAt: '2026-10-20T00:00:00',
    periodStart: '2026-09-01T00:00:00',
    nextCloseAt: '2026-10-01T00:00:00',
    mode: 'on_billing_cycle',
    members: 1,
    invites: ['2026-09-05T10:00:00'],
    posted: ['2026-09-01'],
  },
  {
    label: 'trial-cancelled',
    trialEndsAt: '2026-10-10T00:00:00',
    cancellationAt: '2026-09-20T00:00:00',
    periodStart: '2026-09-01T00:00:00',
    nextCloseAt: '2026-09-20T00:00:00',
    members: 1,
    invites: ['2026-09-05T10:00:00'],
    posted: [],
  },
  {
    label: 'cancelled-after-trial',
    trialEndsAt: '2026-06-01T00:00:00',
    cancellationAt: '2026-10-01T00:00:00',
    periodStart: '2026-09-01T00:00:00',
    nextCloseAt: '2026-10-01T00:00:00',
    members: 2,
    invites: ['2026-09-12T10:00:00', '2026-09-13T10:00:00'],
    posted: ['2026-09-01'],
  },
  {
    label: 'two-periods-behind',
    trialEndsAt: '2026-05-01T00:00:00',
    periodStart: '2026-08-01T00:00:00',
    nextCloseAt: '2026-09-01T00:00:00',
    members: 1,
    invites: ['2026-08-02T10:00:00', '2026-08-31T10:00:00', '2026-09-01T10:00:00'],
    posted: ['2026-08-01', '2026-09-01'],
  },
  {
    label: 'cycle-day',
    trialEndsAt: null,
    periodStart: '2026-08-15T00:00:00',
    nextCloseAt: '2026-09-15T00:00:00',
    mode: 'monthly_on_cycle_day',
    cycleDay: 15,
    members: 2,
    invites: ['2026-08-20T10:00:00', '2026-09-14T10:00:00', '2026-09-16T10:00:00'],
    posted: [],
  },
];

/** The fixture's entities by label (billing group: `group`, its locations `location-1`, `location-2`). */
export interface BillingFixture {
  entityIds: Map<string, number>;
  companyIds: Map<string, number>;
}

async function insertEntity(db: Database, companyId: number | null, spec: EntitySpec): Promise<number> {
  const [entity] = await executeRows<{ id: number }>(
    db,
    sql`insert into billable_entities (company_id, trial_ends_at, cancellation_at)
      values (${companyId}, ${spec.trialEndsAt ? at(spec.trialEndsAt).toISOString() : null}::timestamptz,
        ${spec.cancellationAt ? at(spec.cancellationAt).toISOString() : null}::timestamptz)
      returning id`,
  );
  const id = Number(entity!.id);
  await db.execute(sql`update billing_accounts set
      period_starts_at = ${at(spec.periodStart).toISOString()}::timestamptz,
      next_close_at = ${at(spec.nextCloseAt).toISOString()}::timestamptz,
      billing_mode = ${spec.mode ?? 'immediate_then_recurring_monthly'}, cycle_day = ${spec.cycleDay ?? 1}
    where billable_entity_id = ${id}`);
  return id;
}

async function insertCompany(db: Database, tag: string, spec: EntitySpec): Promise<number> {
  const [company] = await executeRows<{ id: number }>(
    db,
    sql`insert into companies (name) values (${`Fixture ${tag} ${spec.label}`}) returning id`,
  );
  const companyId = Number(company!.id);
  for (let n = 0; n < spec.members; n += 1) {
    await db.execute(sql`with u as (
        insert into users (first_name, last_name, email, password_hash)
        values ('Fixture', ${spec.label}, ${`fixture-${tag}-${spec.label}-${n}@example.com`}, 'x') returning id)
      insert into company_memberships (company_id, user_id, role) select ${companyId}, id, 'Recruiter' from u`);
  }
  for (const invite of spec.invites) {
    await db.execute(sql`insert into usage_events (company_id, item_name, period_month, created_at)
      values (${companyId}, 'Opportunity Invite', date_trunc('month', ${at(invite).toISOString()}::timestamptz at time zone 'UTC')::date,
        ${at(invite).toISOString()}::timestamptz)`);
  }
  for (const month of spec.posted) {
    await db.execute(sql`insert into usage_events (company_id, item_name, period_month, created_at)
      values (${companyId}, 'Opportunity Posted (Per Month)', ${month}::date, ${`${month}T00:00:00Z`}::timestamptz)`);
  }
  return companyId;
}

/** Builds one copy of the fixture; `tag` keeps the copies' names and emails apart. */
export async function buildBillingFixture(db: Database, tag: string): Promise<BillingFixture> {
  const entityIds = new Map<string, number>();
  const companyIds = new Map<string, number>();
  for (const spec of SPECS) {
    const companyId = await insertCompany(db, tag, spec);
    companyIds.set(spec.label, companyId);
    entityIds.set(spec.label, await insertEntity(db, companyId, spec));
  }
  const [enterprise] = await executeRows<{ id: number }>(
    db,
    sql`insert into enterprises (name, type) values (${`Fixture ${tag}`}, 'franchise') returning id`,
  );
  const location: EntitySpec = {
    label: 'location',
    trialEndsAt: '2026-06-01T00:00:00',
    periodStart: '2026-09-01T00:00:00',
    nextCloseAt: '2026-10-01T00:00:00',
    members: 2,
    invites: ['2026-09-09T10:00:00'],
    posted: ['2026-09-01'],
  };
  const groupEntity = await insertEntity(db, null, { ...location, label: 'group' });
  entityIds.set('group', groupEntity);
  const [group] = await executeRows<{ id: number }>(
    db,
    sql`insert into enterprise_billing_groups (enterprise_id, billable_entity_id, name)
      values (${Number(enterprise!.id)}, ${groupEntity}, 'Fixture group') returning id`,
  );
  for (const label of ['location-1', 'location-2']) {
    const companyId = await insertCompany(db, tag, { ...location, label });
    companyIds.set(label, companyId);
    entityIds.set(label, await insertEntity(db, companyId, { ...location, label }));
    await db.execute(
      sql`update companies set enterprise_id = ${Number(enterprise!.id)} where id = ${companyId}`,
    );
    await db.execute(sql`insert into enterprise_billing_group_locations (group_id, company_id)
      values (${Number(group!.id)}, ${companyId})`);
  }
  return { entityIds, companyIds };
}
