import { describe, expect, expectTypeOf, it } from 'vitest';
import { FREE_TRIAL_DAYS } from './constants.ts';
import {
  activateTrialSchema,
  COMPANY_SIZES,
  COUNTRY_CODES,
  type CompanyProfileInput,
  companyProfileSchema,
  createCompanySchema,
  createEnterpriseGroupSchema,
  enterpriseInviteSchema,
  GROUPS_REQUIRED,
  INVITATION_LIFETIME_DAYS,
  inviteSchema,
  TRIAL_DAYS,
  updateEnterpriseAccessSchema,
  updateMemberRoleSchema,
  upgradeToEnterpriseSchema,
} from './tenancy.ts';
import { installValidationMessages } from './validation-messages.ts';
import { z } from './zod.ts';

installValidationMessages();

/** Field → messages of a failed parse, as the server's 422 body would carry them. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const emptyProfile = {
  nickname: null,
  description: null,
  website: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  region: null,
  postal_code: null,
  country: null,
  industry: null,
  size: null,
};

describe('constants', () => {
  it('keeps invitations for 7 days and trials for the 14 free-trial days', () => {
    expect(INVITATION_LIFETIME_DAYS).toBe(7);
    expect(TRIAL_DAYS).toBe(14);
    expect(TRIAL_DAYS).toBe(FREE_TRIAL_DAYS);
  });

  it('lists the company sizes', () => {
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
  });

  it('lists the 249 ISO 3166-1 alpha-2 codes, unique, sorted, each a region the platform names', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'DE', 'GB', 'SS', 'CW', 'BQ', 'AX']));
    for (const notAssigned of ['UK', 'EU', 'XK', 'AN', 'ZZ']) {
      expect(COUNTRY_CODES as readonly string[]).not.toContain(notAssigned);
    }
  });
});

describe('createCompanySchema', () => {
  it('trims the name and nickname', () => {
    expect(createCompanySchema.parse({ name: '  Acme Staffing ', nickname: ' Acme ' })).toEqual({
      name: 'Acme Staffing',
      nickname: 'Acme',
    });
  });

  it('requires a name of 1 to 120 characters', () => {
    expect(errorsOf(createCompanySchema, {})).toEqual({ name: ['The name field is required.'] });
    expect(errorsOf(createCompanySchema, { name: '   ' })).toEqual({ name: ['The name field is required.'] });
    expect(createCompanySchema.safeParse({ name: 'x'.repeat(120) }).success).toBe(true);
    expect(errorsOf(createCompanySchema, { name: 'x'.repeat(121) })).toEqual({
      name: ['The name may not be greater than 120 characters.'],
    });
  });

  it('leaves out a missing, null or blank nickname', () => {
    expect(createCompanySchema.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
    expect(createCompanySchema.parse({ name: 'Acme', nickname: null }).nickname).toBeUndefined();
    expect(createCompanySchema.parse({ name: 'Acme', nickname: '  ' }).nickname).toBeUndefined();
  });

  it('caps the nickname at 60 characters', () => {
    expect(createCompanySchema.safeParse({ name: 'Acme', nickname: 'n'.repeat(60) }).success).toBe(true);
    expect(errorsOf(createCompanySchema, { name: 'Acme', nickname: 'n'.repeat(61) })).toEqual({
      nickname: ['The nickname may not be greater than 60 characters.'],
    });
  });

  it('stays a plain object schema the server can extend', () => {
    const withToken = activateTrialSchema.extend(createCompanySchema.shape);
    expect(withToken.parse({ token: 'abc.def', name: 'Acme' })).toEqual({ token: 'abc.def', name: 'Acme' });
  });
});

describe('activateTrialSchema', () => {
  it('requires a token', () => {
    expect(activateTrialSchema.parse({ token: ' abc.def ' })).toEqual({ token: 'abc.def' });
    expect(errorsOf(activateTrialSchema, {})).toEqual({ token: ['The token field is required.'] });
    expect(errorsOf(activateTrialSchema, { token: '' })).toEqual({ token: ['The token field is required.'] });
    expect(activateTrialSchema.safeParse({ token: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('companyProfileSchema', () => {
  it('gives every optional field as null when missing', () => {
    expect(companyProfileSchema.parse({ name: 'Acme' })).toEqual({ name: 'Acme', ...emptyProfile });
  });

  it('turns blank and null values into null (cleared)', () => {
    const blanks = Object.fromEntries(Object.keys(emptyProfile).map((key) => [key, '  ']));
    expect(companyProfileSchema.parse({ name: 'Acme', ...blanks })).toEqual({
      name: 'Acme',
      ...emptyProfile,
    });
    expect(companyProfileSchema.parse({ name: 'Acme', ...emptyProfile })).toEqual({
      name: 'Acme',
      ...emptyProfile,
    });
  });

  it('keeps a full profile, trimmed', () => {
    const profile = {
      name: 'Acme',
      nickname: 'Acme North',
      description: ' We hire nurses. ',
      website: 'https://acme.example.com/careers',
      address_line_1: '1 Main St',
      address_line_2: 'Suite 4',
      city: 'Springfield',
      region: 'IL',
      postal_code: '62701',
      country: 'US',
      industry: 'Healthcare',
      size: '51-200',
    };
    expect(companyProfileSchema.parse(profile)).toEqual({ ...profile, description: 'We hire nurses.' });
  });

  it('requires the name', () => {
    expect(errorsOf(companyProfileSchema, { name: '' })).toEqual({ name: ['The name field is required.'] });
  });

  it('caps the description at 5000 and the industry at 100 characters', () => {
    expect(companyProfileSchema.safeParse({ name: 'A', description: 'd'.repeat(5000) }).success).toBe(true);
    expect(errorsOf(companyProfileSchema, { name: 'A', description: 'd'.repeat(5001) })).toEqual({
      description: ['The description may not be greater than 5000 characters.'],
    });
    expect(errorsOf(companyProfileSchema, { name: 'A', industry: 'i'.repeat(101) })).toEqual({
      industry: ['The industry may not be greater than 100 characters.'],
    });
  });

  it('accepts http and https websites only', () => {
    const website = (value: string) => companyProfileSchema.safeParse({ name: 'A', website: value });
    expect(website('http://acme.example').data?.website).toBe('http://acme.example');
    expect(website('https://acme.example/jobs?x=1').data?.website).toBe('https://acme.example/jobs?x=1');
    for (const bad of [
      'ftp://acme.example',
      'javascript:alert(1)',
      'mailto:hr@acme.example',
      'https://',
      'https://localhost',
      'https://user:secret@acme.example',
      'hr@acme.example',
    ]) {
      expect(website(bad).success, bad).toBe(false);
    }
    expect(errorsOf(companyProfileSchema, { name: 'A', website: 'ftp://acme.example' })).toEqual({
      website: ['The website must be a valid URL.'],
    });
  });

  it('puts https:// in front of a website typed without a scheme', () => {
    const parsed = companyProfileSchema.parse({ name: 'A', website: ' acme.example/jobs ' });
    expect(parsed.website).toBe('https://acme.example/jobs');
    expect(companyProfileSchema.parse({ name: 'A', website: 'acme.example:8080' }).website).toBe(
      'https://acme.example:8080',
    );
    expect(errorsOf(companyProfileSchema, { name: 'A', website: 'https://u:p@acme.example' })).toEqual({
      website: ['The website must be a valid URL.'],
    });
    expect(companyProfileSchema.safeParse({ name: 'A', website: 'not a site' }).success).toBe(false);
  });

  it('accepts ISO 3166-1 alpha-2 country codes, uppercased', () => {
    expect(companyProfileSchema.parse({ name: 'A', country: 'de' }).country).toBe('DE');
    expect(companyProfileSchema.parse({ name: 'A', country: ' GB ' }).country).toBe('GB');
    for (const bad of ['UK', 'USA', 'XX', 'D']) {
      expect(errorsOf(companyProfileSchema, { name: 'A', country: bad }), bad).toEqual({
        country: ['The selected country is invalid.'],
      });
    }
  });

  it('accepts only the listed sizes', () => {
    for (const size of COMPANY_SIZES) {
      expect(companyProfileSchema.parse({ name: 'A', size }).size).toBe(size);
    }
    expect(errorsOf(companyProfileSchema, { name: 'A', size: '1-5' })).toEqual({
      size: ['The selected size is invalid.'],
    });
  });

  it('types the output with nulls for cleared fields', () => {
    expectTypeOf<CompanyProfileInput['country']>().toEqualTypeOf<(typeof COUNTRY_CODES)[number] | null>();
    expectTypeOf<CompanyProfileInput['size']>().toEqualTypeOf<(typeof COMPANY_SIZES)[number] | null>();
    expectTypeOf<CompanyProfileInput['website']>().toEqualTypeOf<string | null>();
  });
});

describe('inviteSchema and updateMemberRoleSchema', () => {
  it('takes a normalised email and a company role', () => {
    expect(inviteSchema.parse({ email: ' Jane@Example.COM ', role: 'Recruiter' })).toEqual({
      email: 'jane@example.com',
      role: 'Recruiter',
    });
  });

  it('rejects a bad email and a non-company role', () => {
    expect(errorsOf(inviteSchema, { email: 'jane', role: 'Enterprise Owner' })).toEqual({
      email: ['The email must be a valid email address.'],
      role: ['The selected role is invalid.'],
    });
  });

  it('updates a role to a company role only', () => {
    expect(updateMemberRoleSchema.parse({ role: 'Manager' })).toEqual({ role: 'Manager' });
    expect(errorsOf(updateMemberRoleSchema, { role: 'Admin' })).toEqual({
      role: ['The selected role is invalid.'],
    });
  });
});

describe('enterpriseInviteSchema', () => {
  it('needs at least one group for admins and viewers', () => {
    expect(
      errorsOf(enterpriseInviteSchema, { email: 'a@b.co', role: 'Enterprise Admin', group_ids: [] }),
    ).toEqual({ group_ids: [GROUPS_REQUIRED] });
    expect(errorsOf(enterpriseInviteSchema, { email: 'a@b.co', role: 'Enterprise Viewer' })).toEqual({
      group_ids: [GROUPS_REQUIRED],
    });
    expect(
      enterpriseInviteSchema.parse({ email: 'a@b.co', role: 'Enterprise Viewer', group_ids: [4, 2, 4] }),
    ).toEqual({ email: 'a@b.co', role: 'Enterprise Viewer', group_ids: [4, 2] });
  });

  it('needs no group for the owner and drops any given', () => {
    expect(enterpriseInviteSchema.parse({ email: 'a@b.co', role: 'Enterprise Owner' })).toEqual({
      email: 'a@b.co',
      role: 'Enterprise Owner',
      group_ids: [],
    });
    expect(
      enterpriseInviteSchema.parse({ email: 'a@b.co', role: 'Enterprise Owner', group_ids: [1] }).group_ids,
    ).toEqual([]);
  });

  it('rejects group ids that are not positive integers, and non-enterprise roles', () => {
    expect(
      enterpriseInviteSchema.safeParse({ email: 'a@b.co', role: 'Enterprise Admin', group_ids: [0] }).success,
    ).toBe(false);
    expect(
      enterpriseInviteSchema.safeParse({ email: 'a@b.co', role: 'Enterprise Admin', group_ids: ['1'] })
        .success,
    ).toBe(false);
    expect(
      errorsOf(enterpriseInviteSchema, { email: 'a@b.co', role: 'Company Admin', group_ids: [1] }),
    ).toEqual({
      role: ['The selected role is invalid.'],
    });
  });

  it('applies the same rule when changing a member’s access', () => {
    expect(errorsOf(updateEnterpriseAccessSchema, { role: 'Enterprise Admin', group_ids: [] })).toEqual({
      group_ids: [GROUPS_REQUIRED],
    });
    expect(updateEnterpriseAccessSchema.parse({ role: 'Enterprise Admin', group_ids: [3] })).toEqual({
      role: 'Enterprise Admin',
      group_ids: [3],
    });
    expect(updateEnterpriseAccessSchema.parse({ role: 'Enterprise Owner', group_ids: [3] })).toEqual({
      role: 'Enterprise Owner',
      group_ids: [],
    });
  });
});

describe('upgradeToEnterpriseSchema and createEnterpriseGroupSchema', () => {
  it('takes a trimmed name and an enterprise type', () => {
    expect(upgradeToEnterpriseSchema.parse({ name: ' Acme Group ', type: 'franchise' })).toEqual({
      name: 'Acme Group',
      type: 'franchise',
    });
    expect(errorsOf(upgradeToEnterpriseSchema, { name: '', type: 'chain' })).toEqual({
      name: ['The name field is required.'],
      type: ['The selected type is invalid.'],
    });
  });

  it('takes a group name of 1 to 120 characters', () => {
    expect(createEnterpriseGroupSchema.parse({ name: ' North ' })).toEqual({ name: 'North' });
    expect(createEnterpriseGroupSchema.safeParse({ name: 'n'.repeat(121) }).success).toBe(false);
    expect(errorsOf(createEnterpriseGroupSchema, {})).toEqual({ name: ['The name field is required.'] });
  });
});

describe('API documentation', () => {
  it('describes every request schema as JSON Schema (input side)', () => {
    for (const schema of [
      createCompanySchema,
      activateTrialSchema,
      companyProfileSchema,
      inviteSchema,
      enterpriseInviteSchema,
      updateEnterpriseAccessSchema,
      updateMemberRoleSchema,
      upgradeToEnterpriseSchema,
      createEnterpriseGroupSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
  });
});
